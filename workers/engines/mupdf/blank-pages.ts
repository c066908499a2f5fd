// The blank-page detector: what each page holds (text, drawings, images) as MuPDF runs it, and how
// much ink it leaves when rendered in grey at a low resolution. Remove blank pages and Split PDF's
// split at blank separator sheets judge the facts with the contract's rule (blank-page-rule.ts).
import type { Image, Matrix, Page } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import type { PageContentFacts } from '../../../src/contract/blank-page-rule';
import type { MupdfPdf } from './open-mupdf';
import type { Mupdf } from './load-mupdf';
import { keepFromFinalizer } from './render-without-text';
import { denseInk, renderGrey } from './grey-render';
import { runPageThrough } from './run-page-through';

/** Enough to see a line of 10 pt text as ink, cheap enough for a 117-page file (a page is ~400 × 580 px). */
const DETECTION_DPI = 50;
/** Ink is dark grey or black; scanned paper and its shadows are lighter. */
const INK_DARKER_THAN = 160;
/** Anything visibly off-white is a mark (a light grey fill counts; anti-aliasing at the paper's edge barely does). */
const MARK_DARKER_THAN = 240;
/**
 * Scanners leave dark bands at the paper's edges (the lid, a skewed sheet): the outer 3% on each
 * side is not counted as ink. Real content sits inside the margins.
 */
const EDGE_SHARE = 0.03;
/** An image covering at least this share of the page makes it a scan. */
const SCAN_SHARE = 0.5;

interface PageKinds {
  hasText: boolean;
  hasDrawing: boolean;
  hasImage: boolean;
  largestImageShare: number;
}

/** The facts of every page, in order; reports each page done. */
export function detectPageContents({ mupdf, doc, pageCount }: MupdfPdf, onProgress?: ProgressCallback): PageContentFacts[] {
  const facts: PageContentFacts[] = [];
  for (let index = 0; index < pageCount; index += 1) {
    const page = doc.loadPage(index);
    try {
      facts.push(pageContentFacts(mupdf, page, index + 1));
    } finally {
      page.destroy();
    }
    onProgress?.(index + 1, pageCount);
  }
  return facts;
}

export function pageContentFacts(mupdf: Mupdf, page: Page, pageNumber: number): PageContentFacts {
  const kinds = pageKinds(mupdf, page);
  const grey = renderGrey(mupdf, page, DETECTION_DPI);
  return {
    page: pageNumber,
    hasText: kinds.hasText,
    hasDrawing: kinds.hasDrawing,
    hasImage: kinds.hasImage,
    scanned: kinds.largestImageShare >= SCAN_SHARE,
    ink: innerInkShare(grey, denseInk(grey, INK_DARKER_THAN)),
    marked: grey.pixels.some((value) => value < MARK_DARKER_THAN),
  };
}

function innerInkShare({ width, height }: { width: number; height: number }, ink: Uint8Array): number {
  const left = Math.floor(width * EDGE_SHARE);
  const top = Math.floor(height * EDGE_SHARE);
  const right = width - left;
  const bottom = height - top;
  let count = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) count += ink[y * width + x];
  }
  const area = (right - left) * (bottom - top);
  return area > 0 ? count / area : 0;
}

/** Runs the page through a device that only notes what is painted: visible text, paths, images. */
function pageKinds(mupdf: Mupdf, page: Page): PageKinds {
  const kinds: PageKinds = { hasText: false, hasDrawing: false, hasImage: false, largestImageShare: 0 };
  const bounds = page.getBounds();
  const pageArea = Math.max(1, (bounds[2] - bounds[0]) * (bounds[3] - bounds[1]));
  const noteImage = (image: Image, ctm: Matrix) => {
    // The wrapper holds no reference of its own (see keepFromFinalizer).
    keepFromFinalizer(image);
    kinds.hasImage = true;
    // An image fills the unit square through its matrix; what lies off the page does not count.
    const [x0, y0, x1, y1] = mupdf.Rect.transform([0, 0, 1, 1], ctm);
    const width = Math.max(0, Math.min(x1, bounds[2]) - Math.max(x0, bounds[0]));
    const height = Math.max(0, Math.min(y1, bounds[3]) - Math.max(y0, bounds[1]));
    kinds.largestImageShare = Math.max(kinds.largestImageShare, (width * height) / pageArea);
  };
  // Invisible text (render mode 3, an OCR layer) reaches ignoreText, which is not listened to.
  runPageThrough(mupdf, page, new mupdf.Device({
    fillText: () => { kinds.hasText = true; },
    strokeText: () => { kinds.hasText = true; },
    fillPath: () => { kinds.hasDrawing = true; },
    strokePath: () => { kinds.hasDrawing = true; },
    fillShade: (shade) => {
      keepFromFinalizer(shade);
      kinds.hasDrawing = true;
    },
    fillImage: noteImage,
    fillImageMask: noteImage,
  }));
  return kinds;
}
