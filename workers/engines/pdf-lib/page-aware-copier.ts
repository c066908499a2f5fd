import {
  PDFArray, PDFDict, PDFDocument, PDFName, PDFNull, PDFObjectCopier, PDFPage, PDFRawStream, PDFRef, type PDFObject, type PDFStream,
} from 'pdf-lib';

/**
 * pdf-lib's copyPages copies a page again every time a link or an annotation's /P points at it,
 * leaving invisible duplicate pages and links that lead nowhere. This copier is told up front
 * which new object stands for each source page, so every reference lands on the merged page.
 */
export function copyAllPages(source: PDFDocument, target: PDFDocument, onPageCopied?: () => void) {
  return copySomePages(source, target, source.getPageIndices(), onPageCopied);
}

/**
 * Copies the pages at `pageIndices` (0-based, each at most once) in that order. Pages left out,
 * and the annotations only they have (form widgets among them), become null wherever a kept object
 * refers to them, so nothing of a dropped page is dragged along; `dropDeadLinks` then removes links that
 * led to a dropped page.
 */
export function copySomePages(
  source: PDFDocument, target: PDFDocument, pageIndices: number[], onPageCopied?: () => void, owners: PageObjectOwners = pageObjectOwners(source),
) {
  const copier = PDFObjectCopier.for(source.context, target.context);
  const kept = new Set(pageIndices);
  // Left out only when no kept page has it: one link object may sit on every page ("back to top").
  const dropped = (object: PDFObject) => owners.get(object as PDFRef)?.every((index) => !kept.has(index)) ?? false;
  const traversed = new TraversedObjects(dropped);
  const internals = copier as unknown as CopierInternals;
  internals.traversedObjects = traversed;
  shareStreamBytes(internals, target);
  const sourcePages = source.getPages();
  const targetRefs = pageIndices.map((index) => {
    const ref = target.context.nextRef();
    traversed.set(sourcePages[index].ref, ref);
    return ref;
  });
  const pages = pageIndices.map((sourceIndex, index) => {
    const copied = copier.copy(sourcePages[sourceIndex].node);
    target.context.assign(targetRefs[index], copied);
    onPageCopied?.();
    return PDFPage.of(copied, targetRefs[index], target);
  });
  return { pages, copy: <T extends PDFObject>(object: T) => copier.copy(object) as T | PDFRef };
}

interface CopierInternals {
  traversedObjects: Map<PDFObject, PDFObject>;
  copyPDFStream: (stream: PDFStream) => PDFStream;
  copy: (object: PDFObject) => PDFObject;
}

/**
 * pdf-lib copies every stream's bytes as it clones the stream, so a merge of 1 GB of photos held
 * them twice. Nothing writes into a parsed stream's bytes (the writer only reads them), so the copy
 * shares them with its source.
 */
function shareStreamBytes(internals: CopierInternals, target: PDFDocument): void {
  const cloneStream = internals.copyPDFStream;
  internals.copyPDFStream = (stream) => {
    if (!(stream instanceof PDFRawStream) || internals.traversedObjects.has(stream)) return cloneStream(stream);
    const shared = PDFRawStream.of(PDFDict.withContext(target.context), stream.contents);
    internals.traversedObjects.set(stream, shared);
    for (const [key, value] of stream.dict.entries()) shared.dict.set(key, internals.copy(value));
    return shared;
  };
}

/**
 * The copier's record of what it has copied, which also answers null for every object of a page left
 * out. Marking those objects one by one made a split into one file per page quadratic in the pages.
 */
class TraversedObjects extends Map<PDFObject, PDFObject> {
  constructor(private readonly dropped: (object: PDFObject) => boolean) {
    super();
  }

  override has(object: PDFObject): boolean {
    return super.has(object) || this.dropped(object);
  }

  override get(object: PDFObject): PDFObject | undefined {
    if (super.has(object)) return super.get(object);
    return this.dropped(object) ? PDFNull : undefined;
  }
}

/** Each page's object and its annotations', with the pages (0-based) they belong to. */
export type PageObjectOwners = Map<PDFRef, number[]>;

/** Listed once by a caller that copies from one source many times (a split, once per part). */
export function pageObjectOwners(source: PDFDocument): PageObjectOwners {
  const owners: PageObjectOwners = new Map();
  // Appended in place: an annotation shared by every page of a long file would make copying quadratic.
  const own = (ref: PDFRef, index: number) => {
    const pages = owners.get(ref);
    if (pages) pages.push(index);
    else owners.set(ref, [index]);
  };
  source.getPages().forEach((page, index) => {
    own(page.ref, index);
    for (const annotation of page.node.Annots()?.asArray() ?? []) {
      if (annotation instanceof PDFRef) own(annotation, index);
    }
  });
  return owners;
}

/** Removes link annotations whose destination page was left out of the copy (it became null). */
export function dropDeadLinks(page: PDFPage): void {
  const annotations = page.node.Annots();
  if (!annotations) return;
  for (let index = annotations.size() - 1; index >= 0; index -= 1) {
    const annotation = annotations.lookupMaybe(index, PDFDict);
    if (annotation === undefined) {
      annotations.remove(index);
      continue;
    }
    const action = annotation.lookupMaybe(PDFName.of('A'), PDFDict);
    const destination = annotation.lookup(PDFName.of('Dest')) ?? action?.lookup(PDFName.of('D'));
    if (destination instanceof PDFArray && destination.get(0) === PDFNull) annotations.remove(index);
  }
}
