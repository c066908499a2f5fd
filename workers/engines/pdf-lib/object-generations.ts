// pdf-lib reads every "N G obj" of a file in order and never reads the cross-reference tables, so
// an incremental update that frees object N and uses it again as generation G+1 leaves pdf-lib
// holding both. Its writer then lists object N twice, and every later entry of the cross-reference
// stream lands one place off: qpdf finds no /Root in such a file (qpdf's test files gen1.pdf and
// incremental-2.pdf did that to every pdf-lib tool). A reference to a freed generation is null in
// PDF, so only the newest generation of each number is kept.
import type { PDFDocument, PDFRef } from 'pdf-lib';

/** Deletes every object an object of the same number and a higher generation replaced; answers how many. */
export function keepNewestGenerations(document: PDFDocument): number {
  const newest = new Map<number, PDFRef>();
  const replaced: PDFRef[] = [];
  for (const [ref] of document.context.enumerateIndirectObjects()) {
    const other = newest.get(ref.objectNumber);
    if (!other) {
      newest.set(ref.objectNumber, ref);
    } else if (other.generationNumber < ref.generationNumber) {
      replaced.push(other);
      newest.set(ref.objectNumber, ref);
    } else {
      replaced.push(ref);
    }
  }
  replaced.forEach((ref) => document.context.delete(ref));
  return replaced.length;
}
