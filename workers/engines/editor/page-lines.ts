// A page's text as MuPDF's structured text gives it, line by line, each character with its quad, and
// the box of a run of characters in the editor's page coordinates. Find text and Compare read pages so.
import type { PDFPage } from 'mupdf';
import type { Box } from '../../../src/contract/edit-pdf';
import type { PagePlace } from './page-place';

export interface LineChar { char: string; quad: number[] }

export function pageLines(page: PDFPage): LineChar[][] {
  const lines: LineChar[][] = [];
  let line: LineChar[] = [];
  const text = page.toStructuredText('preserve-whitespace');
  try {
    text.walk({
      beginLine: () => { line = []; },
      onChar: (char, _origin, _font, _size, quad) => { line.push({ char, quad: [...quad] }); },
      endLine: () => { lines.push(line); },
    });
  } finally {
    text.destroy();
  }
  return lines;
}

/** The box around the characters' quads, from MuPDF's page space to the editor's coordinates. */
export function boxOfChars(chars: LineChar[], place: PagePlace): Box {
  const xs = chars.flatMap(({ quad }) => [quad[0], quad[2], quad[4], quad[6]]);
  const ys = chars.flatMap(({ quad }) => [quad[1], quad[3], quad[5], quad[7]]);
  const [x0, y0] = place.fromPage([Math.min(...xs), Math.min(...ys)]);
  const [x1, y1] = place.fromPage([Math.max(...xs), Math.max(...ys)]);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
