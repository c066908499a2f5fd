// Whether each PDF on screen opens here yet, as its preview found (src/components/use-pdf-preview.ts
// reports it): still being checked, locked (it waits for its password, or the one given is wrong),
// or open. A file no card shows any more has no state. What waits for a file to open reads it here
// (src/state/toast-when-open.ts).

export type PdfOpenState = 'checking' | 'locked' | 'open';

const states = new Map<File, PdfOpenState>();
const listeners = new Set<() => void>();

export function pdfOpenState(file: File): PdfOpenState | undefined {
  return states.get(file);
}

/** `undefined`: the file is no longer shown anywhere. */
export function setPdfOpenState(file: File, state: PdfOpenState | undefined): void {
  if (states.get(file) === state) return;
  if (state) states.set(file, state);
  else states.delete(file);
  listeners.forEach((listener) => listener());
}

export function subscribePdfOpenStates(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
