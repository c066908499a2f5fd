// Page count and page boxes as poppler's pdfinfo reads them, from bytes or a file on disk.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function pathOf(file: Uint8Array | string): string {
  if (typeof file === 'string') return file;
  const path = join(mkdtempSync(join(tmpdir(), 'folio-pdfinfo-')), 'file.pdf');
  writeFileSync(path, file);
  return path;
}

export function pdfinfoPageCount(file: Uint8Array | string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pathOf(file)], { encoding: 'utf8' }))![1]);
}

/** Each page's CropBox (`pdfinfo -box`): [x0, y0, x1, y1] in PDF user space. */
export function pdfinfoCropBoxes(file: Uint8Array | string): number[][] {
  const info = execFileSync('pdfinfo', ['-box', '-f', '1', '-l', '100000', pathOf(file)], { encoding: 'utf8' });
  return [...info.matchAll(/Page\s+\d+ CropBox:\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)/g)].map((match) => match.slice(1).map(Number));
}
