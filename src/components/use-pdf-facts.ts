import { usePdfPreview } from './use-pdf-preview';

/**
 * What a screen needs to know of one PDF before it runs: its page count, in words what keeps it from
 * being read (none: undefined), and whether it still waits for its password. Nothing for no file.
 */
export function usePdfFacts(file: File | undefined, enabled = true) {
  const preview = usePdfPreview(file ?? placeholder, enabled && Boolean(file));
  if (!file || !enabled) return { pageCount: undefined, problem: undefined, encrypted: false };
  return {
    pageCount: preview?.pageCount,
    problem: preview?.problem ? problemMessages[preview.locked ?? preview.problem] ?? problemMessages.other : undefined,
    /** It needs a password that was not given yet (or not the right one): its card asks for it. */
    encrypted: Boolean(preview?.locked),
  };
}

// The same advice the engines give (workers/engines/pdf-errors.ts), for what the preview found first;
// a file that needs a password is named by why it is still locked.
const problemMessages: Record<string, string> = {
  'needs-password': 'This PDF is password-protected. Enter its password on the file card to open it here, on your device.',
  'wrong-password': 'That password does not open this PDF. Check it and try again.',
  'Damaged file': 'This PDF is damaged and its pages could not be read. Try Repair PDF first.',
  other: 'The pages of this PDF could not be shown.',
};

// usePdfPreview needs a file even while disabled; this one is never read.
const placeholder = new File([], 'none.pdf', { type: 'application/pdf' });
