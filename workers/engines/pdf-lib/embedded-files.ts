// The files a PDF carries: the document's list of embedded files (the /EmbeddedFiles name tree) and
// the file-attachment annotations on its pages. Read, unpacked, removed and added with pdf-lib.
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRef, PDFStream, PDFString, PDFNumber, type PDFDocument, type PDFObject } from 'pdf-lib';
import type { PdfAttachment } from '../../../src/contract/pdf-attachments';
import { isoFromPdfDate, pdfDateFromIso } from '../../../src/contract/pdf-dates';
import { streamBytes } from './stream-bytes';
import { pdfText } from './pdf-text';

/** An attachment with where it lives in the file, so it can be unpacked or taken out. */
export interface FoundAttachment extends PdfAttachment {
  fileSpec: PDFDict;
  /** The name tree's key (document list) or the annotation's reference and page (annotations). */
  key?: string;
  annotation?: { page: PDFDict; ref: PDFObject };
}

/** The name tree's key–value pairs, its kids' included. */
export function nameTreePairs(node: PDFDict, seen = new Set<PDFDict>()): Array<[string, PDFObject]> {
  if (seen.has(node)) return [];
  seen.add(node);
  const pairs: Array<[string, PDFObject]> = [];
  const names = node.lookup(PDFName.of('Names'));
  if (names instanceof PDFArray) {
    for (let index = 0; index + 1 < names.size(); index += 2) {
      const key = pdfText(names.lookup(index));
      if (key !== undefined) pairs.push([key, names.get(index + 1)]);
    }
  }
  const kids = node.lookup(PDFName.of('Kids'));
  if (kids instanceof PDFArray) {
    for (let index = 0; index < kids.size(); index += 1) {
      const kid = kids.lookup(index);
      if (kid instanceof PDFDict) pairs.push(...nameTreePairs(kid, seen));
    }
  }
  return pairs;
}

function embeddedFilesTree(document: PDFDocument): PDFDict | undefined {
  const names = document.catalog.lookup(PDFName.of('Names'));
  const tree = names instanceof PDFDict ? names.lookup(PDFName.of('EmbeddedFiles')) : undefined;
  return tree instanceof PDFDict ? tree : undefined;
}

/** The embedded file stream a file specification holds (its /UF or /F). */
export function embeddedStream(fileSpec: PDFDict): PDFStream | undefined {
  const holder = fileSpec.lookup(PDFName.of('EF'));
  if (!(holder instanceof PDFDict)) return undefined;
  const stream = holder.lookup(PDFName.of('UF')) ?? holder.lookup(PDFName.of('F'));
  return stream instanceof PDFStream ? stream : undefined;
}

/** The file as it was put in: the stream unpacked. */
export function attachmentBytes(fileSpec: PDFDict): Uint8Array {
  const stream = embeddedStream(fileSpec);
  if (!stream) return new Uint8Array();
  return streamBytes(stream);
}

function describe(fileSpec: PDFDict, fallbackName: string): Omit<PdfAttachment, 'id' | 'page'> {
  const stream = embeddedStream(fileSpec);
  const params = stream?.dict.lookup(PDFName.of('Params'));
  const declaredSize = params instanceof PDFDict ? params.lookup(PDFName.of('Size')) : undefined;
  const modified = params instanceof PDFDict ? pdfText(params.lookup(PDFName.of('ModDate'))) : undefined;
  const subtype = stream?.dict.lookup(PDFName.of('Subtype'));
  return {
    name: pdfText(fileSpec.lookup(PDFName.of('UF'))) ?? pdfText(fileSpec.lookup(PDFName.of('F'))) ?? fallbackName,
    size: declaredSize instanceof PDFNumber ? declaredSize.asNumber() : attachmentBytes(fileSpec).length,
    description: pdfText(fileSpec.lookup(PDFName.of('Desc'))) ?? '',
    // A name's #xx escapes (`text#2Fplain`) are written out: pdf-lib keeps them as read.
    mimeType: subtype instanceof PDFName ? subtype.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : '',
    modified: modified ? isoFromPdfDate(modified) : '',
  };
}

/** Every file the PDF carries, the document's list first, then each page's annotations. */
export function findAttachments(document: PDFDocument): FoundAttachment[] {
  const found: FoundAttachment[] = [];
  const tree = embeddedFilesTree(document);
  (tree ? nameTreePairs(tree) : []).forEach(([key, value], index) => {
    const fileSpec = document.context.lookup(value);
    if (fileSpec instanceof PDFDict) found.push({ id: `file-${index + 1}`, key, fileSpec, ...describe(fileSpec, key) });
  });
  document.getPages().forEach((page, pageIndex) => {
    const annotations = page.node.lookup(PDFName.of('Annots'));
    if (!(annotations instanceof PDFArray)) return;
    let count = 0;
    for (let index = 0; index < annotations.size(); index += 1) {
      const annotation = annotations.lookup(index);
      if (!(annotation instanceof PDFDict) || annotation.lookup(PDFName.of('Subtype')) !== PDFName.of('FileAttachment')) continue;
      const fileSpec = annotation.lookup(PDFName.of('FS'));
      if (!(fileSpec instanceof PDFDict)) continue;
      count += 1;
      found.push({
        id: `page-${pageIndex + 1}-annotation-${count}`, page: pageIndex + 1, fileSpec,
        annotation: { page: page.node, ref: annotations.get(index) },
        ...describe(fileSpec, `attachment-page-${pageIndex + 1}-${count}`),
      });
    }
  });
  return found;
}

/** The facts a screen gets: without the file's own objects. */
export function attachmentFacts({ fileSpec: _fileSpec, key: _key, annotation: _annotation, ...facts }: FoundAttachment): PdfAttachment {
  return facts;
}

/** Writes the document's list as one sorted name tree (keys made unique), or removes it when empty. */
function writeEmbeddedFiles(document: PDFDocument, pairs: Array<[string, PDFObject]>): void {
  let names = document.catalog.lookup(PDFName.of('Names'));
  if (pairs.length === 0) {
    if (names instanceof PDFDict) names.delete(PDFName.of('EmbeddedFiles'));
    return;
  }
  if (!(names instanceof PDFDict)) {
    names = document.context.obj({});
    document.catalog.set(PDFName.of('Names'), names);
  }
  const sorted = [...pairs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const flat = sorted.flatMap(([key, value]) => [PDFHexString.fromText(key), value]);
  (names as PDFDict).set(PDFName.of('EmbeddedFiles'), document.context.obj({ Names: flat }));
}

/** Takes the named attachments out: from the document's list and its /AF array, or their annotations from their pages. */
export function removeAttachments(document: PDFDocument, attachments: FoundAttachment[]): void {
  const tree = embeddedFilesTree(document);
  const removedSpecs = new Set(attachments.map((attachment) => attachment.fileSpec));
  if (tree && attachments.some((attachment) => attachment.key !== undefined)) {
    const kept = nameTreePairs(tree).filter(([, value]) => !removedSpecs.has(document.context.lookup(value) as PDFDict));
    writeEmbeddedFiles(document, kept);
  }
  const associated = document.catalog.lookup(PDFName.of('AF'));
  if (associated instanceof PDFArray) {
    const kept = associated.asArray().filter((value) => !removedSpecs.has(document.context.lookup(value) as PDFDict));
    document.catalog.set(PDFName.of('AF'), document.context.obj(kept));
  }
  for (const { annotation } of attachments) {
    if (!annotation) continue;
    const annotations = annotation.page.lookup(PDFName.of('Annots'));
    if (!(annotations instanceof PDFArray)) continue;
    const kept = annotations.asArray().filter((value) => value !== annotation.ref && !(value instanceof PDFRef && annotation.ref instanceof PDFRef && value.tag === annotation.ref.tag));
    annotation.page.set(PDFName.of('Annots'), document.context.obj(kept));
  }
}

/** Adds a file to the document's list, compressed, with its size, date, type and description. */
export function addAttachment(document: PDFDocument, file: { name: string; type: string; bytes: Uint8Array; modified: string }, description: string): void {
  const { context } = document;
  const params: Record<string, unknown> = { Size: file.bytes.length, ModDate: PDFString.of(pdfDateFromIso(file.modified)) };
  const stream = context.flateStream(file.bytes, { Type: 'EmbeddedFile', ...(file.type ? { Subtype: file.type } : {}), Params: params } as never);
  const streamRef = context.register(stream);
  const fileSpec = context.obj({
    Type: 'Filespec', F: PDFHexString.fromText(file.name), UF: PDFHexString.fromText(file.name),
    EF: { F: streamRef, UF: streamRef }, ...(description ? { Desc: PDFHexString.fromText(description) } : {}),
  } as never);
  const tree = embeddedFilesTree(document);
  const pairs = tree ? nameTreePairs(tree) : [];
  const taken = new Set(pairs.map(([key]) => key));
  let key = file.name;
  for (let copy = 2; taken.has(key); copy += 1) key = `${file.name} (${copy})`;
  writeEmbeddedFiles(document, [...pairs, [key, context.register(fileSpec)]]);
}
