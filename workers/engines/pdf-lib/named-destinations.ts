// Links and bookmarks may point at *named* destinations, looked up in the document catalog.
// A merged document has no such names, so before copying we replace every name with the
// explicit destination it stands for.
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, type PDFObject } from 'pdf-lib';

export function inlineNamedDestinations(document: PDFDocument): void {
  const names = collectNamedDestinations(document);
  if (names.size === 0) return;
  const resolve = (value: PDFObject | undefined) => {
    const key = destinationName(value);
    return key === undefined ? undefined : names.get(key);
  };
  for (const page of document.getPages()) {
    const annotations = page.node.Annots();
    for (let index = 0; index < (annotations?.size() ?? 0); index += 1) {
      const annotation = annotations!.lookupMaybe(index, PDFDict);
      if (annotation) replaceNamedTarget(annotation, resolve);
    }
  }
  forEachOutlineItem(document, (item) => replaceNamedTarget(item, resolve));
}

function replaceNamedTarget(dict: PDFDict, resolve: (value: PDFObject | undefined) => PDFArray | undefined) {
  const dest = resolve(dict.lookup(PDFName.of('Dest')));
  if (dest) dict.set(PDFName.of('Dest'), dest);
  const action = dict.lookupMaybe(PDFName.of('A'), PDFDict);
  if (action && action.lookup(PDFName.of('S')) === PDFName.of('GoTo')) {
    const target = resolve(action.lookup(PDFName.of('D')));
    if (target) action.set(PDFName.of('D'), target);
  }
}

export function forEachOutlineItem(document: PDFDocument, visit: (item: PDFDict) => void): void {
  const outlines = document.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  const seen = new Set<PDFDict>();
  const walk = (item: PDFDict | undefined) => {
    while (item && !seen.has(item)) {
      seen.add(item);
      visit(item);
      walk(item.lookupMaybe(PDFName.of('First'), PDFDict));
      item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
    }
  };
  walk(outlines?.lookupMaybe(PDFName.of('First'), PDFDict));
}

function collectNamedDestinations(document: PDFDocument): Map<string, PDFArray> {
  const names = new Map<string, PDFArray>();
  const add = (key: string, value: PDFObject | undefined) => {
    const resolved = value ? document.context.lookup(value) : undefined;
    // A named destination is either the array itself or a dictionary holding it under /D.
    const array = resolved instanceof PDFArray ? resolved
      : resolved instanceof PDFDict ? resolved.lookupMaybe(PDFName.of('D'), PDFArray) : undefined;
    if (array) names.set(key, array);
  };
  // PDF 1.1: a plain dictionary in the catalog.
  const legacy = document.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  legacy?.entries().forEach(([key, value]) => add(key.decodeText(), value));
  // PDF 1.2+: a name tree under /Names /Dests.
  const tree = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('Dests'), PDFDict);
  if (tree) walkNameTree(tree, add, new Set());
  return names;
}

function walkNameTree(node: PDFDict, add: (key: string, value: PDFObject) => void, seen: Set<PDFDict>) {
  if (seen.has(node)) return;
  seen.add(node);
  const pairs = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let index = 0; pairs && index + 1 < pairs.size(); index += 2) {
    const key = destinationName(pairs.lookup(index));
    if (key !== undefined) add(key, pairs.get(index + 1));
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let index = 0; kids && index < kids.size(); index += 1) {
    const kid = kids.lookupMaybe(index, PDFDict);
    if (kid) walkNameTree(kid, add, seen);
  }
}

function destinationName(value: PDFObject | undefined): string | undefined {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  if (value instanceof PDFName) return value.decodeText();
  return undefined;
}
