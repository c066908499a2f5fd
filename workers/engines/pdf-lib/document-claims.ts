// What a document says of itself beside its metadata: its PDF version, whether it is tagged, its
// optional-content layers, and the PDF/A and PDF/UA parts its XMP packet claims.
import { PDFArray, PDFBool, PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import type { ReportLayer } from '../../../src/contract/pdf-report';

/** The later of the header's version and the catalog's /Version. */
export function pdfVersion(document: PDFDocument, bytes: Uint8Array): string {
  const header = /%PDF-(\d\.\d)/.exec(new TextDecoder('latin1').decode(bytes.subarray(0, 1024)))?.[1] ?? '';
  const catalog = document.catalog.lookup(PDFName.of('Version'));
  const declared = catalog instanceof PDFName ? catalog.decodeText() : '';
  return declared > header ? declared : header;
}

export function isTagged(document: PDFDocument): boolean {
  const markInfo = document.catalog.lookup(PDFName.of('MarkInfo'));
  const marked = markInfo instanceof PDFDict ? markInfo.lookup(PDFName.of('Marked')) : undefined;
  return (marked instanceof PDFBool && marked.asBoolean()) || document.catalog.has(PDFName.of('StructTreeRoot'));
}

/** `1B`, `2U`, `3A`… from an XMP packet's pdfaid part and conformance (as attributes or elements). */
export function claimedPart(xmp: string | undefined, schema: 'pdfaid' | 'pdfuaid'): string | null {
  if (!xmp) return null;
  const read = (name: string) => new RegExp(`${schema}:${name}\\s*=\\s*["']([^"']+)["']|<${schema}:${name}>([^<]+)<`).exec(xmp);
  const part = read('part');
  if (!part) return null;
  const conformance = schema === 'pdfaid' ? read('conformance') : null;
  return `${(part[1] ?? part[2]).trim()}${conformance ? (conformance[1] ?? conformance[2]).trim().toUpperCase() : ''}`;
}

/** The layers, and whether each shows when the file opens (the default configuration's /OFF list). */
export function documentLayers(document: PDFDocument): ReportLayer[] {
  const properties = document.catalog.lookup(PDFName.of('OCProperties'));
  if (!(properties instanceof PDFDict)) return [];
  const groups = properties.lookup(PDFName.of('OCGs'));
  const defaults = properties.lookup(PDFName.of('D'));
  const off = defaults instanceof PDFDict ? defaults.lookup(PDFName.of('OFF')) : undefined;
  const hidden = new Set(off instanceof PDFArray ? off.asArray().map((ref) => document.context.lookup(ref)) : []);
  if (!(groups instanceof PDFArray)) return [];
  return groups.asArray().map((ref) => document.context.lookup(ref)).filter((group): group is PDFDict => group instanceof PDFDict).map((group) => {
    const name = group.lookup(PDFName.of('Name'));
    return { name: name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : '(unnamed)', visible: !hidden.has(group) };
  });
}
