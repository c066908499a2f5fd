// Compares two PDFs: their pages are first paired by content (page-pairing.ts: an inserted or removed
// page is one difference), then each pair's words with a word-level diff (MuPDF's structured text),
// and their drawings by rendering both pages small without their text and comparing pixels (text is
// the word diff's to report, so a changed word is not reported twice and text that merely moved is
// not a drawing change; a fill or image changed under unchanged words still shows).
import type { PDFPage, Pixmap } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import type { Box } from '../../../src/contract/edit-pdf';
import type { NoSettings } from '../../../src/contract/api-call';
import { EngineError } from '../../../src/contract/errors';
import type { EngineJob, EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import {
  COMPARE_MAX_DIFFERENCES, COMPARE_MAX_PAGES, comparePdfOperation, type CompareAnswer, type CompareDifference, type ComparedWords, type PairedPages,
} from '../../../src/contract/compare-pdf';
import { implement } from '../../runtime/operations';
import type { Mupdf } from '../mupdf/load-mupdf';
import { openWithMupdf, type MupdfPdf } from '../mupdf/open-mupdf';
import { codedPdfError } from '../pdf-errors';
import { pagePlaceOf, type PagePlace } from './page-place';
import { boxOfChars, pageLines, type LineChar } from './page-lines';
import { numberedRows, pageShingles, pairPages, type PageFingerprint } from './page-pairing';
import { pagePicture } from './page-picture';
import { renderWithoutText } from '../mupdf/render-without-text';
import { diffWords } from './word-diff';

// Small renders are enough to see an image or a drawing move, and cheap on a phone.
const RENDER_DPI = 50;
// Levels (of 255) a colour channel of two renders may differ by before a pixel counts as changed
// (anti-aliasing stays under it; a pale yellow highlight moves the blue channel by far more).
const PIXEL_TOLERANCE = 40;
// Changed pixels are gathered in cells of this many pixels a side (about 9 points at 50 dpi); touching
// cells make one region. A cell with fewer changed pixels than this is noise.
const CELL = 6;
const MIN_CELL_PIXELS = 2;
// Paired pages whose sides differ by less than this (points) are the same size.
const SIZE_TOLERANCE = 1;

interface PageWord {
  text: string;
  chars: LineChar[];
  line: number;
}

interface ReadPage {
  words: PageWord[];
  place: PagePlace;
  /** Editor coordinates (points). */
  width: number;
  height: number;
  /** The page rendered without its text. */
  pixmap: Pixmap;
}

function pageWords(page: PDFPage): PageWord[] {
  const words: PageWord[] = [];
  pageLines(page).forEach((line, lineIndex) => {
    let chars: LineChar[] = [];
    const flush = () => {
      if (chars.length > 0) words.push({ text: chars.map(({ char }) => char).join(''), chars, line: lineIndex });
      chars = [];
    };
    for (const char of line) {
      if (/\s/u.test(char.char)) flush();
      else chars.push(char);
    }
    flush();
  });
  return words;
}

/** What one page is recognised by when pairing pages by content: its word shingles, or its picture when it has no words. */
function fingerprintOfPage(pdf: MupdfPdf, index: number): PageFingerprint {
  const page = pdf.doc.loadPage(index) as PDFPage;
  try {
    const shingles = pageShingles(pageWords(page).map(({ text }) => text));
    return shingles.size > 0 ? { shingles } : { shingles, picture: pagePicture(pdf.mupdf, page) };
  } finally {
    page.destroy();
  }
}

function readPage(mupdf: Mupdf, pdf: MupdfPdf, index: number): ReadPage {
  const page = pdf.doc.loadPage(index) as PDFPage;
  try {
    const place = pagePlaceOf(page);
    const [, , x1, y1] = page.getBounds();
    const [width, height] = place.fromPage([x1, y1]);
    const scale = RENDER_DPI / 72;
    return { words: pageWords(page), place, width, height, pixmap: renderWithoutText(mupdf, page, mupdf.Matrix.scale(scale, scale)) };
  } finally {
    page.destroy();
  }
}

/** The words of a run and their boxes, one box per line. */
function comparedWords(page: ReadPage, start: number, end: number): ComparedWords {
  const run = page.words.slice(start, end);
  const boxes: Box[] = [];
  let line: LineChar[] = [];
  run.forEach((word, index) => {
    line.push(...word.chars);
    if (index === run.length - 1 || run[index + 1].line !== word.line) {
      boxes.push(boxOfChars(line, page.place));
      line = [];
    }
  });
  return { words: run.map(({ text }) => text), boxes };
}

function textDifferences(pages: PairedPages, before: ReadPage, after: ReadPage): CompareDifference[] {
  const hunks = diffWords(before.words.map(({ text }) => text), after.words.map(({ text }) => text));
  return hunks.map(({ beforeStart, beforeEnd, afterStart, afterEnd }): CompareDifference => {
    if (beforeStart === beforeEnd) return { kind: 'added', pages, after: comparedWords(after, afterStart, afterEnd) };
    if (afterStart === afterEnd) return { kind: 'removed', pages, before: comparedWords(before, beforeStart, beforeEnd) };
    return { kind: 'changed', pages, before: comparedWords(before, beforeStart, beforeEnd), after: comparedWords(after, afterStart, afterEnd) };
  });
}

/** The regions (editor coordinates) where the two renders without text differ. */
function drawingRegions(before: ReadPage, after: ReadPage): Box[] {
  const a = before.pixmap;
  const b = after.pixmap;
  const width = Math.min(a.getWidth(), b.getWidth());
  const height = Math.min(a.getHeight(), b.getHeight());
  const origin: [number, number] = [a.getX(), a.getY()];
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const counts = new Uint32Array(columns * rows);
  // Per cell, the changed pixels' extent: left, top, right, bottom.
  const extents = new Int32Array(columns * rows * 4);
  const pixelsA = a.getPixels();
  const pixelsB = b.getPixels();
  const strideA = a.getStride();
  const strideB = b.getStride();
  const channels = a.getNumberOfComponents();
  const differs = (x: number, y: number) => {
    for (let channel = 0; channel < channels; channel += 1) {
      if (Math.abs(pixelsA[y * strideA + x * channels + channel] - pixelsB[y * strideB + x * channels + channel]) > PIXEL_TOLERANCE) return true;
    }
    return false;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!differs(x, y)) continue;
      const cell = Math.floor(y / CELL) * columns + Math.floor(x / CELL);
      const extent = cell * 4;
      if (counts[cell] === 0) extents.set([x, y, x, y], extent);
      else {
        extents[extent] = Math.min(extents[extent], x);
        extents[extent + 2] = Math.max(extents[extent + 2], x);
        extents[extent + 3] = y;
      }
      counts[cell] += 1;
    }
  }
  const seen = new Uint8Array(columns * rows);
  const regions: Box[] = [];
  const scale = RENDER_DPI / 72;
  for (let start = 0; start < counts.length; start += 1) {
    if (seen[start] || counts[start] < MIN_CELL_PIXELS) continue;
    // The cells touching this one (corners too), and theirs: one region.
    let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      left = Math.min(left, extents[cell * 4]);
      top = Math.min(top, extents[cell * 4 + 1]);
      right = Math.max(right, extents[cell * 4 + 2]);
      bottom = Math.max(bottom, extents[cell * 4 + 3]);
      const column = cell % columns;
      const row = Math.floor(cell / columns);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const [c, r] = [column + dx, row + dy];
          if (c < 0 || r < 0 || c >= columns || r >= rows) continue;
          const next = r * columns + c;
          if (seen[next] || counts[next] < MIN_CELL_PIXELS) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    const [x0, y0] = before.place.fromPage([(left + origin[0]) / scale, (top + origin[1]) / scale]);
    const [x1, y1] = before.place.fromPage([(right + 1 + origin[0]) / scale, (bottom + 1 + origin[1]) / scale]);
    regions.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  }
  return regions;
}

/** One of the two files: its document, and its name and place for the words of an error. */
interface Side {
  pdf: MupdfPdf;
  name: string;
  fileIndex: number;
}

/** Reads from one side: MuPDF's own exception on a damaged object is that file's fault, in words. */
function fromSide<T>(side: Side, read: (pdf: MupdfPdf) => T): T {
  try {
    return read(side.pdf);
  } catch (error) {
    throw codedPdfError(error, side.name, side.fileIndex);
  }
}

function comparePages(mupdf: Mupdf, before: Side, after: Side, pages: PairedPages): CompareDifference[] {
  const one = fromSide(before, (pdf) => readPage(mupdf, pdf, pages.before - 1));
  let other: ReadPage | undefined;
  try {
    other = fromSide(after, (pdf) => readPage(mupdf, pdf, pages.after - 1));
    const differences = textDifferences(pages, one, other);
    const sameSize = Math.abs(one.width - other.width) < SIZE_TOLERANCE && Math.abs(one.height - other.height) < SIZE_TOLERANCE;
    if (!sameSize) {
      differences.unshift({ kind: 'page-size', pages, before: { width: one.width, height: one.height }, after: { width: other.width, height: other.height } });
    } else {
      const boxes = drawingRegions(one, other);
      if (boxes.length > 0) differences.push({ kind: 'drawing', pages, boxes });
    }
    return differences;
  } finally {
    one.pixmap.destroy();
    other?.pixmap.destroy();
  }
}

/** The job's first file is "before", its second "after"; the differences are the facts (nothing is written). */
export const comparePdf = implement(comparePdfOperation, async ({ files }: EngineJob<NoSettings>, onProgress?: ProgressCallback): Promise<EngineResult<CompareAnswer>> => {
  const [before, after] = files;
  if (!before || !after) throw new EngineError('bad-params', 'Add a second PDF to compare with.');
  const first = await openWithMupdf(await readNamedPdf(before), 0);
  let second: MupdfPdf | undefined;
  try {
    second = await openWithMupdf(await readNamedPdf(after), 1);
    const counts = [Math.min(first.pageCount, COMPARE_MAX_PAGES), Math.min(second.pageCount, COMPARE_MAX_PAGES)];
    let truncated = Math.max(first.pageCount, second.pageCount) > COMPARE_MAX_PAGES;
    // Steps: reading each page's text (or picture) to pair them, then comparing each pair (at most as many as the shorter file has pages).
    const total = counts[0] + counts[1] + Math.min(counts[0], counts[1]);
    let done = 0;
    const sides: [Side, Side] = [{ pdf: first, name: before.name, fileIndex: 0 }, { pdf: second, name: after.name, fileIndex: 1 }];
    const fingerprintsOf = (side: Side, count: number) => Array.from({ length: count }, (_, index) => {
      onProgress?.(done++, total);
      return fromSide(side, (pdf) => fingerprintOfPage(pdf, index));
    });
    const beforeFingerprints = fingerprintsOf(sides[0], counts[0]);
    const rows = numberedRows(pairPages(beforeFingerprints, fingerprintsOf(sides[1], counts[1])));
    const differences: CompareDifference[] = [];
    for (const row of rows) {
      if (row.before === undefined) differences.push({ kind: 'page-added', page: row.after });
      else if (row.after === undefined) differences.push({ kind: 'page-removed', page: row.before });
      else {
        onProgress?.(done++, total);
        differences.push(...comparePages(first.mupdf, ...sides, row));
      }
    }
    onProgress?.(total, total);
    if (differences.length > COMPARE_MAX_DIFFERENCES) {
      differences.length = COMPARE_MAX_DIFFERENCES;
      truncated = true;
    }
    return { outputs: [], facts: { pagesBefore: first.pageCount, pagesAfter: second.pageCount, rows, differences, truncated } };
  } finally {
    first.doc.destroy();
    second?.doc.destroy();
  }
});
