// Issue 25: no success toast while a file still waits for its password. 'Files added' and a tool's
// 'PDF uploaded' say the files are ready to use; for a PDF that needs a password that is true only
// once the password opens it, so the notice waits until then (or is dropped with the file).
import { matchesAccept, PDF_ACCEPT } from '../contract/upload-rules';
import { pdfOpenState, subscribePdfOpenStates } from './pdf-open-states';
import { lastToastId, toast, useToasts, type ToastMessage } from './toast-store';

interface HeldNotice {
  pdfs: File[];
  notice: Omit<ToastMessage, 'id'>;
  /** The PDFs a card has shown: one that is shown no more was removed, and the notice goes with it. */
  shown: Set<File>;
  /** The last toast when it was held: what was said after it is newer news (a refused file of the same pick, a finished run). */
  heldAfter: number;
}

// In the order they were given: released together, the later (the tool's own words) stays on screen.
const held: HeldNotice[] = [];
let unsubscribe: (() => void) | undefined;
// The toast this released last: a notice held after another may replace it, as it would have at once.
let releasedLast = 0;

/**
 * Shows a success notice about `files` once every PDF among them opens here: at once for images and
 * other files, after the preview's check for a PDF, after its password for one that needs one. It is
 * dropped if one of them is removed first, and it never replaces a toast said after it was given (a
 * refused file of the same pick says more than 'Files added'; a run that already finished, more than
 * 'PDF uploaded').
 */
export function toastWhenOpen(files: File[], notice: Omit<ToastMessage, 'id'>): void {
  held.push({ pdfs: files.filter((file) => matchesAccept(file, PDF_ACCEPT)), notice, shown: new Set(), heldAfter: lastToastId() });
  unsubscribe ??= subscribePdfOpenStates(releaseOpened);
  releaseOpened();
}

function releaseOpened(): void {
  for (const entry of [...held]) {
    const states = entry.pdfs.map(pdfOpenState);
    entry.pdfs.forEach((file, index) => states[index] && entry.shown.add(file));
    const removed = entry.pdfs.some((file, index) => !states[index] && entry.shown.has(file));
    const open = states.every((state) => state === 'open');
    if (!removed && !open) continue;
    held.splice(held.indexOf(entry), 1);
    const onScreen = useToasts.getState().current;
    const newer = onScreen !== undefined && onScreen.id > entry.heldAfter && onScreen.id !== releasedLast;
    if (open && !removed && !newer) {
      toast(entry.notice);
      releasedLast = lastToastId();
    }
  }
  if (held.length === 0) {
    unsubscribe?.();
    unsubscribe = undefined;
  }
}
