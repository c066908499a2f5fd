import { validateUpload, type UploadRules } from '../lib/validate-upload';
import { toast } from '../state/toast-store';
import { toastWhenOpen } from '../state/toast-when-open';
import { useRouteMemory } from '../state/route-memory';

/**
 * Checks files against a tool's rules (reading the first kilobyte of each PDF, hence async), says the
 * refusals in toasts at once, hands on the accepted files and says 'Files added' once they are ready
 * (a PDF that needs a password, once it is given). Answers the files taken and the refused files' lines.
 */
export async function takeUpload(
  picked: File[], rules: UploadRules, onFiles: (files: File[]) => void,
): Promise<{ accepted: File[]; refused: string[] }> {
  const { accepted, added, problems, refused } = await validateUpload(picked, rules);
  // Held before the problems are said, which it will not replace (the files taken are on screen), and
  // before the files are handed on: a tool's own notice for them, held when they arrive, comes after it.
  if (added) toastWhenOpen(accepted, added);
  problems.forEach((notice) => toast(notice));
  if (accepted.length) onFiles(accepted);
  return { accepted, refused };
}

const NONE: string[] = [];

/**
 * The refused files of the route's last pick, one line each (name and reason): they stay in the drop
 * area, or beside "Add more files", after their toast has closed, until the next pick.
 */
export function useUploadRefusals(): string[] {
  return useRouteMemory('upload-refusals', NONE)[0];
}

/**
 * takeUpload for a screen: each pick's refused files replace the last pick's in the drop area.
 * Answers the files taken.
 */
export function useTakeUpload(rules: UploadRules, onFiles: (files: File[]) => void): (picked: File[]) => Promise<File[]> {
  const [, setRefused] = useRouteMemory('upload-refusals', NONE);
  return async (picked) => {
    if (picked.length === 0) return [];
    const { accepted, refused } = await takeUpload(picked, rules, onFiles);
    setRefused(refused);
    return accepted;
  };
}
