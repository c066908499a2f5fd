// The scanned documents, kept in this browser's IndexedDB (through idb) so they survive a reload.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OcrWord } from '../../contract/ocr-pdf';
import type { PageEdits, Quad, ScanFormat } from '../../contract/pdf-scanner';

export interface ScannedPage {
  id: string;
  /** The flattened, cleaned page (JPEG). */
  jpeg: Blob;
  /** The whole frame cleaned without cropping (JPEG), for crop off. */
  uncropped: Blob;
  /** The frame as captured (JPEG), to flatten again with moved corners. */
  original: Blob;
  originalWidth: number;
  originalHeight: number;
  corners: Quad;
  width: number;
  height: number;
  edits: PageEdits;
  /** What OCR read on the page (absent when OCR was off). */
  ocrText?: string;
  /** The words OCR found, boxes in the flattened page's pixels: the PDF export's text layer. */
  ocrWords?: OcrWord[];
}

export interface ScannedDocument {
  id: string;
  name: string;
  format: ScanFormat;
  createdAt: number;
  pages: ScannedPage[];
}

interface ScannerDb extends DBSchema {
  documents: { key: string; value: ScannedDocument };
}

let database: Promise<IDBPDatabase<ScannerDb>> | undefined;

function open(): Promise<IDBPDatabase<ScannerDb>> {
  database ??= openDB<ScannerDb>('folio-scanner', 1, {
    upgrade(db) {
      db.createObjectStore('documents', { keyPath: 'id' });
    },
  });
  return database;
}

export async function loadDocuments(): Promise<ScannedDocument[]> {
  const documents = await (await open()).getAll('documents');
  return documents.sort((a, b) => a.createdAt - b.createdAt);
}

export async function saveDocument(document: ScannedDocument): Promise<void> {
  await (await open()).put('documents', document);
}

export async function deleteDocument(id: string): Promise<void> {
  await (await open()).delete('documents', id);
}

export async function deleteAllDocuments(): Promise<void> {
  await (await open()).clear('documents');
}

export function documentSize(document: ScannedDocument): number {
  return document.pages.reduce((sum, page) => sum + page.jpeg.size, 0);
}
