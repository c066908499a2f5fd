// What a PDF carries about its making besides the Info dictionary: its XMP packets, the thumbnails
// old software stored, the application data (/PieceInfo) it left, and the saved versions it holds.
import { PDFDict, PDFHexString, PDFName, PDFStream, type PDFDocument } from 'pdf-lib';
import { streamBytes } from './stream-bytes';

const METADATA = PDFName.of('Metadata');
const PIECE_INFO = PDFName.of('PieceInfo');
const THUMB = PDFName.of('Thumb');

function dictionaryOf(object: unknown): PDFDict | undefined {
  if (object instanceof PDFStream) return object.dict;
  return object instanceof PDFDict ? object : undefined;
}

/**
 * The document's own XMP packet as text, or none: also when it cannot be unpacked (a filter pdf-lib
 * does not know, such as a crypt filter left on a decrypted file's metadata); an edit then writes a new one.
 */
export function documentXmp(document: PDFDocument): string | undefined {
  const stream = document.catalog.lookup(METADATA);
  if (!(stream instanceof PDFStream)) return undefined;
  try {
    const bytes = streamBytes(stream);
    return new TextDecoder('utf-8').decode(bytes);
  } catch {
    return undefined;
  }
}

/** Replaces the document's XMP packet (unfiltered, as PDF/A asks, so any tool can read it). */
export function setDocumentXmp(document: PDFDocument, xml: string): void {
  const stream = document.context.stream(new TextEncoder().encode(xml), { Type: 'Metadata', Subtype: 'XML' });
  document.catalog.set(METADATA, document.context.register(stream));
}

export interface MetadataTraces {
  thumbnails: number;
  pieceInfo: number;
  /** XMP packets other than the document's own. */
  objectXmp: number;
}

export function countTraces(document: PDFDocument): MetadataTraces {
  const traces: MetadataTraces = { thumbnails: 0, pieceInfo: 0, objectXmp: 0 };
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const dictionary = dictionaryOf(object);
    if (!dictionary) continue;
    if (dictionary.has(THUMB)) traces.thumbnails += 1;
    if (dictionary.has(PIECE_INFO)) traces.pieceInfo += 1;
    if (dictionary.has(METADATA) && dictionary !== document.catalog) traces.objectXmp += 1;
  }
  return traces;
}

/** Takes every XMP packet, thumbnail and application data entry out, and the Info dictionary. */
export function removeTraces(document: PDFDocument): void {
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const dictionary = dictionaryOf(object);
    if (!dictionary) continue;
    dictionary.delete(METADATA);
    dictionary.delete(PIECE_INFO);
    dictionary.delete(THUMB);
  }
  delete document.context.trailerInfo.Info;
}

/** A new random file identifier, so the cleaned file cannot be matched to the original by it. */
export function newDocumentId(document: PDFDocument): void {
  const random = () => PDFHexString.of([...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
  document.context.trailerInfo.ID = document.context.obj([random(), random()]);
}

/** How many times the file was saved: one, plus each incremental update appended to it. */
export function savedVersions(bytes: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(bytes);
  const endings = text.match(/%%EOF/g)?.length ?? 1;
  // A linearized file ends its first-page section with a marker of its own.
  const linearized = /\/Linearized\b/.test(text.slice(0, 2048));
  return Math.max(1, endings - (linearized ? 1 : 0));
}
