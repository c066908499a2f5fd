// A full rewrite keeps only what the document uses. pdf-lib reads every object in the file, those of
// earlier saved versions included (an old Info dictionary with a former author, a replaced page), and
// writes them all back; dropping what the trailer cannot reach leaves the earlier versions behind.
import { PDFArray, PDFDict, PDFRef, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

/** Removes every indirect object the trailer (catalog, Info, encryption) does not lead to; returns how many. */
export function dropUnreachableObjects(document: PDFDocument): number {
  const { context } = document;
  const reached = new Set<string>();
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info, context.trailerInfo.Encrypt]
    .filter((object): object is PDFObject => object !== undefined);
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object.tag)) continue;
      reached.add(object.tag);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFDict) {
      pending.push(...object.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  let dropped = 0;
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.tag)) {
      context.delete(ref);
      dropped += 1;
    }
  }
  return dropped;
}
