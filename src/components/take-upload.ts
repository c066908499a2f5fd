import { validateUpload, type UploadRules } from '../lib/validate-upload';
import { toast } from '../state/toast-store';

/** Checks files against a tool's rules, says so in toasts, and hands on the accepted ones. */
export function takeUpload(picked: File[], rules: UploadRules, onFiles: (files: File[]) => void): void {
  const { accepted, notices } = validateUpload(picked, rules);
  notices.forEach((notice) => toast(notice));
  if (accepted.length) onFiles(accepted);
}
