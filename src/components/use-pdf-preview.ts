import { useEffect, useState } from 'react';
import { ApiError } from '../api/api-error';
import { holdPreview, letPreviewGo } from '../api/previews';
import { fetchPageImage } from '../api/page-image';
import { useFilePassword } from './use-file-password';
import { filePassword } from '../api/file-passwords';
import { setPdfOpenState } from '../state/pdf-open-states';

export interface PdfPreview {
  /** The API's name for the file, for stamp previews. */
  previewId?: string;
  pageCount?: number;
  /** Digital signatures the file holds: a tool that rewrites it warns that they will no longer hold. */
  signatures?: number;
  thumbnailUrl?: string;
  /** Why the file cannot be previewed (encrypted, damaged), in words for the card. */
  problem?: string;
  /** The file needs a password to open: none was given yet, or the one given did not open it. */
  locked?: 'needs-password' | 'wrong-password';
  /** A new password was given and is being tried; the fields above still answer the last one. */
  checking?: boolean;
}

const THUMBNAIL_WIDTH = 160;

interface Entry {
  preview: Promise<PdfPreview>;
  /** Whether the file opened with this password, known before its thumbnail is drawn. */
  verdict?: 'open' | 'locked';
  users: number;
}

// One render per file and password, however often its card re-renders or moves; the thumbnail's
// object URL is revoked once no card shows the file any more. A file that needs a password gets one
// entry per password tried ('' for none).
const previews = new Map<File, Map<string, Entry>>();

function acquirePreview(file: File, password: string): Promise<PdfPreview> {
  let byPassword = previews.get(file);
  if (!byPassword) {
    byPassword = new Map();
    previews.set(file, byPassword);
  }
  let entry = byPassword.get(password);
  if (!entry) {
    const created: Entry = {
      preview: renderPreview(file, password, (verdict) => {
        created.verdict = verdict;
        reportOpenState(file);
      }),
      users: 0,
    };
    entry = created;
    byPassword.set(password, entry);
  }
  entry.users += 1;
  reportOpenState(file);
  return entry.preview;
}

/** Whether the file opens here with the password given last, for what waits on it (src/state/pdf-open-states.ts). */
function reportOpenState(file: File): void {
  const byPassword = previews.get(file);
  if (!byPassword) setPdfOpenState(file, undefined);
  else setPdfOpenState(file, byPassword.get(filePassword(file) ?? '')?.verdict ?? 'checking');
}

function releasePreview(file: File, password: string): void {
  const entry = previews.get(file)?.get(password);
  if (!entry) return;
  entry.users -= 1;
  // Released on the next tick: a card that remounts at once (a moved item) keeps its thumbnail.
  setTimeout(() => {
    const byPassword = previews.get(file);
    if (entry.users > 0 || byPassword?.get(password) !== entry) return;
    byPassword.delete(password);
    if (byPassword.size === 0) previews.delete(file);
    reportOpenState(file);
    void entry.preview.then(({ thumbnailUrl, previewId }) => {
      if (thumbnailUrl) URL.revokeObjectURL(thumbnailUrl);
      if (previewId) letPreviewGo(file, password);
    });
  }, 0);
}

async function renderPreview(file: File, password: string, onVerdict: (verdict: 'open' | 'locked') => void): Promise<PdfPreview> {
  let previewId: string;
  let pageCount: number;
  let signatures: number;
  try {
    ({ id: previewId, pages: pageCount, signatures } = await holdPreview(file, password));
  } catch (error) {
    const problem = problemOf(error);
    // A file that cannot be read for another reason is not waiting for anything: its card says why.
    onVerdict(problem.locked ? 'locked' : 'open');
    return problem;
  }
  onVerdict('open');
  // The card is still useful without its picture: the page count and the preview stay.
  const thumbnail = await fetchPageImage(previewId, 1, { width: THUMBNAIL_WIDTH, scale: 1 }).catch(() => undefined);
  return { previewId, pageCount, signatures, thumbnailUrl: thumbnail && URL.createObjectURL(thumbnail.image) };
}

function problemOf(error: unknown): PdfPreview {
  if (error instanceof ApiError && error.code === 'encrypted') return { problem: 'Password-protected', locked: 'needs-password' };
  if (error instanceof ApiError && error.code === 'wrong-password') return { problem: 'Password-protected', locked: 'wrong-password' };
  if (error instanceof ApiError && error.code === 'corrupt') return { problem: 'Damaged file' };
  return { problem: 'No preview' };
}

/**
 * First-page thumbnail and page count of a PDF, from the API's previews, opened with the password
 * the user gave for the file (asked again when it changes).
 */
export function usePdfPreview(file: File, enabled = true): PdfPreview | undefined {
  const password = useFilePassword(file) ?? '';
  const [state, setState] = useState<{ file: File; password: string; preview: PdfPreview }>();
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    acquirePreview(file, password).then((preview) => current && setState({ file, password, preview }));
    return () => {
      current = false;
      releasePreview(file, password);
    };
  }, [file, password, enabled]);
  // A preview of the previous file (its page count!) must never stand in for this one's; while a
  // new password is tried, the last answer stays (the card keeps its field until the answer comes).
  return state?.file === file ? { ...state.preview, checking: state.password !== password } : undefined;
}
