// Structure checks for engine outputs: where links lead, hidden pages, form fields, sizes and rotations.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

export interface LinkSummary {
  /** Links to a page, as 0-based page indices of the same document. */
  internalTargets: number[];
  /** Links to something that is not a page of the document (a hidden copy, or nothing). */
  dangling: number;
}

export function linkSummary(document: PDFDocument): LinkSummary {
  const indexByRef = new Map(document.getPages().map((page, index) => [page.ref.toString(), index]));
  const summary: LinkSummary = { internalTargets: [], dangling: 0 };
  for (const page of document.getPages()) {
    for (const annotation of page.node.Annots()?.asArray() ?? []) {
      const dict = document.context.lookupMaybe(annotation, PDFDict);
      if (!dict || dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Link')) continue;
      const action = dict.lookupMaybe(PDFName.of('A'), PDFDict);
      const destination = dict.lookup(PDFName.of('Dest')) ?? action?.lookup(PDFName.of('D'));
      // Named destinations (strings) are resolved by the engines; here only explicit ones count.
      if (!(destination instanceof PDFArray)) continue;
      const target = destination.get(0);
      const index = target instanceof PDFRef ? indexByRef.get(target.toString()) : undefined;
      if (index === undefined) summary.dangling += 1;
      else summary.internalTargets.push(index);
    }
  }
  return summary;
}

/** Page objects in the file, in the page tree or not: more than the page count means hidden copies. */
export function pageObjectCount(document: PDFDocument): number {
  return document.context.enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFDict && object.lookup(PDFName.of('Type')) === PDFName.of('Page')).length;
}

export function sizesAndRotations(document: PDFDocument): Array<[number, number, number]> {
  return document.getPages().map((page) => [page.getWidth(), page.getHeight(), page.getRotation().angle]);
}

/** Widget annotations in the file, on a page or not: more than `widgetsOnPages` means orphans were dragged along. */
export function widgetObjectCount(document: PDFDocument): number {
  return document.context.enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFDict && object.lookup(PDFName.of('Subtype')) === PDFName.of('Widget')).length;
}

export function widgetsOnPages(document: PDFDocument): number[] {
  return document.getPages().map((page) => (page.node.Annots()?.asArray() ?? [])
    .filter((ref) => document.context.lookupMaybe(ref, PDFDict)?.lookup(PDFName.of('Subtype')) === PDFName.of('Widget')).length);
}

/** Name → value of every text field that has a value. */
export function textFieldValues(document: PDFDocument): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of document.getForm().getFields()) {
    const text = 'getText' in field && typeof field.getText === 'function' ? (field.getText as () => string | undefined)() : undefined;
    if (text) values.set(field.getName(), text);
  }
  return values;
}
