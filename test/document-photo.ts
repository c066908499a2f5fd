// Photos of documents made for the scanner's tests: a corpus PDF page rendered with MuPDF, warped in
// perspective onto a darker, textured table, under a shadow gradient, with sensor noise. The true
// corners are known, so detection can be measured. Used by the engine tests, the bench and the e2e
// (which turns the frame into a fake camera's video).
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import type { Quad, RawImage } from '../src/contract/pdf-scanner';
import { loadOpenCv } from '../workers/engines/scanner/load-opencv';

export interface DocumentPhoto {
  frame: RawImage;
  corners: Quad;
  /** The page's own text (MuPDF's extraction), for OCR error rates. */
  text: string;
}

export const PHOTO_SOURCE = 'test/corpus/multipage-text-tracemonkey-14p.pdf';

/** The corners the page lands on, as shares of the frame: a page held at a slant. */
const SLANT: Array<[number, number]> = [[0.31, 0.08], [0.7, 0.12], [0.74, 0.93], [0.27, 0.88]];

// A small deterministic generator: the same photo every run.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function renderCorpusPage(path = PHOTO_SOURCE, pageIndex = 0, dpi = 110): { page: RawImage; text: string } {
  const document = mupdf.Document.openDocument(readFileSync(path), 'application/pdf');
  const page = document.loadPage(pageIndex);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceRGB, false);
  const rgb = pixmap.getPixels();
  const stride = pixmap.getStride();
  const rgba = new Uint8Array(pixmap.getWidth() * pixmap.getHeight() * 4).fill(255);
  for (let y = 0; y < pixmap.getHeight(); y += 1) {
    for (let x = 0; x < pixmap.getWidth(); x += 1) rgba.set(rgb.subarray(y * stride + x * 3, y * stride + x * 3 + 3), (y * pixmap.getWidth() + x) * 4);
  }
  const text = page.toStructuredText("preserve-whitespace").asText();
  return { page: { width: pixmap.getWidth(), height: pixmap.getHeight(), rgba }, text };
}

/** An image file of the corpus (PNG, JPEG…) as RGBA pixels, decoded with MuPDF. */
export function corpusImage(path: string): RawImage {
  const decoded = new mupdf.Image(readFileSync(path)).toPixmap();
  const pixmap = decoded.getColorSpace()?.isRGB() ? decoded : decoded.convertToColorSpace(mupdf.ColorSpace.DeviceRGB, Boolean(decoded.getAlpha()));
  return rgbaOf(pixmap);
}

function rgbaOf(pixmap: mupdf.Pixmap): RawImage {
  const rgb = pixmap.getPixels();
  const stride = pixmap.getStride();
  const channels = pixmap.getNumberOfComponents();
  const rgba = new Uint8Array(pixmap.getWidth() * pixmap.getHeight() * 4).fill(255);
  for (let y = 0; y < pixmap.getHeight(); y += 1) {
    for (let x = 0; x < pixmap.getWidth(); x += 1) rgba.set(rgb.subarray(y * stride + x * channels, y * stride + x * channels + 3), (y * pixmap.getWidth() + x) * 4);
  }
  return { width: pixmap.getWidth(), height: pixmap.getHeight(), rgba };
}

/** `subject`: the page to photograph (default: the first page of PHOTO_SOURCE, sized to the frame). */
export async function makeDocumentPhoto(width = 1920, height = 1080, seed = 7, slant = SLANT, subject?: { page: RawImage; text: string }): Promise<DocumentPhoto> {
  const cv = await loadOpenCv();
  const { page, text } = subject ?? renderCorpusPage(PHOTO_SOURCE, 0, Math.round(1.25 * height * 72 / 792));
  const corners = slant.map(([x, y]) => ({ x: x * width, y: y * height })) as Quad;
  const next = random(seed);
  const frame = new Uint8Array(width * height * 4);
  // The table: a dark brown wood-like texture.
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const grain = 20 * Math.sin(x / 37 + Math.sin(y / 53) * 3) + 10 * next();
      const at = (y * width + x) * 4;
      frame[at] = 96 + grain;
      frame[at + 1] = 70 + grain * 0.8;
      frame[at + 2] = 52 + grain * 0.6;
      frame[at + 3] = 255;
    }
  }
  const source = cv.matFromImageData({ data: new Uint8ClampedArray(page.rgba), width: page.width, height: page.height } as ImageData);
  const target = cv.matFromImageData({ data: new Uint8ClampedArray(frame), width, height } as ImageData);
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, page.width, 0, page.width, page.height, 0, page.height]);
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, corners.flatMap((point) => [point.x, point.y]));
  const transform = cv.getPerspectiveTransform(from, to);
  cv.warpPerspective(source, target, transform, new cv.Size(width, height), cv.INTER_LINEAR, cv.BORDER_TRANSPARENT);
  const warped = new Uint8Array(target.data);
  [source, target, from, to, transform].forEach((mat) => mat.delete());
  // A shadow falling from the right, and noise on every pixel.
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const shade = 1 - 0.35 * Math.max(0, (x / width - 0.45) / 0.55) * (0.6 + 0.4 * y / height);
      const at = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        const noisy = warped[at + channel] * shade + (next() + next() + next() - 1.5) * 14;
        warped[at + channel] = Math.max(0, Math.min(255, Math.round(noisy)));
      }
    }
  }
  return { frame: { width, height, rgba: warped }, corners, text };
}

/** The largest distance between a found corner and the true one, as a share of the frame's diagonal. */
export function cornerError(found: Quad, truth: Quad, width: number, height: number): number {
  const diagonal = Math.hypot(width, height);
  return Math.max(...found.map((point, index) => Math.hypot(point.x - truth[index].x, point.y - truth[index].y))) / diagonal;
}

