import { validateUpload, type UploadRules } from '../lib/validate-upload';
import { toast } from '../state/toast-store';

/**
 * Checks files against a tool's rules (reading the first kilobyte of each PDF, hence async), says
 * so in toasts, and hands on the accepted ones.
 */
export async function takeUpload(picked: File[], rules: UploadRules, onFiles: (files: File[]) => void): Promise<void> {
  const { accepted, notices } = await validateUpload(picked, rules);
  notices.forEach((notice) => toast(notice));
  if (accepted.length) onFiles(accepted);
}
