// Independent looks at output files, through MuPDF (the other engine besides pdf.js) and qpdf.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';

export interface PdfFacts {
  pages: number;
  labels: string[];
  outlineItems: number;
  links: number;
  annotations: number;
  /** A document information dictionary with at least one entry (title, author, producer...). */
  hasInfo: boolean;
  hasXmp: boolean;
  encrypted: boolean;
}

export function mupdfFacts(bytes: Uint8Array): PdfFacts {
  const doc = new mupdf.PDFDocument(bytes);
  const labels: string[] = [];
  let links = 0;
  let annotations = 0;
  for (let index = 0; index < doc.countPages(); index += 1) {
    const page = doc.loadPage(index);
    labels.push(page.getLabel());
    links += page.getLinks().length;
    annotations += page.getAnnotations().length;
  }
  const count = (items: ReturnType<typeof doc.loadOutline>): number =>
    (items ?? []).reduce((sum, item) => sum + 1 + count(item.down ?? null), 0);
  const trailer = doc.getTrailer();
  return {
    pages: doc.countPages(),
    labels,
    outlineItems: count(doc.loadOutline()),
    links,
    annotations,
    hasInfo: dictionarySize(trailer.get('Info')) > 0,
    hasXmp: !trailer.get('Root').get('Metadata').isNull(),
    encrypted: !trailer.get('Encrypt').isNull(),
  };
}

function dictionarySize(object: mupdf.PDFObject): number {
  let size = 0;
  if (object.isDictionary()) object.forEach(() => { size += 1; });
  return size;
}

function onDisk(bytes: Uint8Array): string {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-')), 'file.pdf');
  writeFileSync(path, bytes);
  return path;
}

/** qpdf's exit status: 0 clean, 3 warnings, 2 errors. */
export function qpdfCheck(bytes: Uint8Array, flag = '--check'): { status: number; output: string } {
  try {
    return { status: 0, output: execFileSync('qpdf', [flag, onDisk(bytes)], { encoding: 'utf8' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** One page's text as the mutool command reads it (annotations' appearances included). */
export function mupdfPageText(bytes: Uint8Array, pageNumber: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'folio-mutool-'));
  writeFileSync(join(dir, 'in.pdf'), bytes);
  return execFileSync('mutool', ['draw', '-q', '-F', 'txt', '-o', '-', join(dir, 'in.pdf'), String(pageNumber)], { encoding: 'utf8' });
}

/** Each character of a page with its pen position (MuPDF's structured text, page space from the top-left). */
export function mupdfCharacters(bytes: Uint8Array, pageNumber: number): Array<{ char: string; x: number; y: number }> {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const text = doc.loadPage(pageNumber - 1).toStructuredText('preserve-whitespace');
    const chars: Array<{ char: string; x: number; y: number }> = [];
    text.walk({ onChar: (char, origin) => { chars.push({ char, x: origin[0], y: origin[1] }); } });
    return chars;
  } finally {
    doc.destroy();
  }
}
