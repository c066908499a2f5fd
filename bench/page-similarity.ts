// How alike two renderings of the same pages are: pdftoppm renders both to the same pixel size in
// greyscale (fitted into a square box rather than at a dpi, so a page that one writer expresses with
// /UserUnit and another with a larger MediaBox still renders alike), and the mean SSIM (structural similarity, Wang et al. 2004) is computed here on the raw
// pixels, in 8 × 8 blocks. 1 means identical; photos re-encoded at a sensible quality score above 0.95.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runTool } from './pdf-tools';

interface Greyscale {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Renders pages 1…lastPage of a PDF, each fitted into a box of `boxPixels` square, to greyscale PGM files and reads them. */
export function renderGreyscale(pdfPath: string, workDir: string, boxPixels: number, lastPage: number): Greyscale[] {
  const dir = mkdtempSync(join(workDir, 'render-'));
  try {
    const run = runTool('pdftoppm', ['-gray', '-scale-to', String(boxPixels), '-f', '1', '-l', String(lastPage), pdfPath, join(dir, 'page')]);
    if (run.status !== 0) throw new Error(`pdftoppm failed on ${pdfPath}: ${run.stderr}`);
    return readdirSync(dir).sort().map((name) => readPgm(readFileSync(join(dir, name))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Binary PGM (P5, 8-bit): a short text header, then one byte per pixel. */
export function readPgm(file: Buffer): Greyscale {
  const fields: string[] = [];
  let offset = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(file[offset]))) offset += 1;
    if (file[offset] === 0x23) { // a comment line
      while (file[offset] !== 0x0a) offset += 1;
      continue;
    }
    let token = '';
    while (!/\s/.test(String.fromCharCode(file[offset]))) token += String.fromCharCode(file[offset++]);
    fields.push(token);
  }
  offset += 1; // the single whitespace byte after maxval
  const [magic, width, height, maxValue] = fields;
  if (magic !== 'P5' || maxValue !== '255') throw new Error(`not an 8-bit binary PGM (${magic}, max ${maxValue})`);
  return { width: Number(width), height: Number(height), pixels: file.subarray(offset, offset + Number(width) * Number(height)) };
}

const BLOCK = 8;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

/** Mean SSIM of two greyscale images of (nearly) the same size, over non-overlapping 8 × 8 blocks. */
export function ssim(a: Greyscale, b: Greyscale): number {
  // Rounding may make one rendering a pixel wider or taller than the other; compare the common area.
  if (Math.abs(a.width - b.width) > 2 || Math.abs(a.height - b.height) > 2) {
    throw new Error(`sizes differ: ${a.width}×${a.height} vs ${b.width}×${b.height}`);
  }
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  let total = 0;
  let blocks = 0;
  for (let top = 0; top + BLOCK <= height; top += BLOCK) {
    for (let left = 0; left + BLOCK <= width; left += BLOCK) {
      let sumA = 0; let sumB = 0; let sumAA = 0; let sumBB = 0; let sumAB = 0;
      for (let y = top; y < top + BLOCK; y += 1) {
        for (let x = left; x < left + BLOCK; x += 1) {
          const pa = a.pixels[y * a.width + x];
          const pb = b.pixels[y * b.width + x];
          sumA += pa; sumB += pb; sumAA += pa * pa; sumBB += pb * pb; sumAB += pa * pb;
        }
      }
      const n = BLOCK * BLOCK;
      const meanA = sumA / n;
      const meanB = sumB / n;
      const varA = sumAA / n - meanA * meanA;
      const varB = sumBB / n - meanB * meanB;
      const cov = sumAB / n - meanA * meanB;
      total += ((2 * meanA * meanB + C1) * (2 * cov + C2)) / ((meanA ** 2 + meanB ** 2 + C1) * (varA + varB + C2));
      blocks += 1;
    }
  }
  return blocks === 0 ? 1 : total / blocks;
}

/** Mean SSIM over the pages both renderings have, page by page. */
export function pagesSimilarity(reference: Greyscale[], candidate: Greyscale[]): number {
  if (reference.length !== candidate.length) throw new Error(`page counts differ: ${reference.length} vs ${candidate.length}`);
  return reference.reduce((sum, page, index) => sum + ssim(page, candidate[index]), 0) / reference.length;
}
