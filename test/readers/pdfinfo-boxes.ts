// Page boxes and rotations as poppler's pdfinfo reads them (pdfinfo -box), independent of pdf-lib.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type BoxName = 'MediaBox' | 'CropBox' | 'BleedBox' | 'TrimBox' | 'ArtBox';

export interface PageBoxes {
  rotation: number;
  /** [x1, y1, x2, y2] in points, as pdfinfo prints them (two decimals). */
  boxes: Record<BoxName, [number, number, number, number]>;
}

/** Each page's boxes and /Rotate. */
export function pdfinfoBoxes(bytes: Uint8Array): PageBoxes[] {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-boxes-')), 'file.pdf');
  writeFileSync(path, bytes);
  const text = execFileSync('pdfinfo', ['-box', '-f', '1', '-l', '99999', path], { encoding: 'utf8' });
  const pages: PageBoxes[] = [];
  for (const [, number, rotation] of text.matchAll(/^Page\s+(\d+) rot:\s+(\d+)/gm)) {
    pages[Number(number) - 1] = { rotation: Number(rotation), boxes: {} as PageBoxes['boxes'] };
  }
  for (const [, number, name, ...values] of text.matchAll(/^Page\s+(\d+) (\w+Box):\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)/gm)) {
    pages[Number(number) - 1].boxes[name as BoxName] = values.map(Number) as [number, number, number, number];
  }
  return pages;
}
