// Auto-rotate: which quarter turn makes the page's text stand upright, read from the ink itself
// (tesseract's orientation detection needs its legacy engine, which the LSTM-only build we ship does
// not have). Two facts of printed Latin text do it:
// - lines run across the page: the ink profile across the lines alternates (line, gap, line) while
//   the profile along them is even, once both are smoothed over half a letter's height (which
//   blurs the letters and word gaps along a line, not the lines, which are further apart);
// - ascenders (b d f h k l t, capitals, digits) are far more common than descenders (g j p q y): in
//   an upright line more ink sits above the x-height band than below it.
import type { PageTurn } from '../../../src/contract/pdf-scanner';
import type { Cv } from './load-opencv';

type Mat = InstanceType<Cv['Mat']>;

/** Ink on a page this small says nothing (a photo, a blank page): it stays as it is. */
const MIN_INK_SHARE = 0.003;
/** The page's edges are left out: a sliver of table or a page edge kept by the crop is a long dark
 * line that would outweigh every line of text in the profiles. */
const MARGIN_SHARE = 0.05;
/** The page is analysed at most this large: enough for letters, quick to profile. */
const ANALYSIS_SIDE = 1400;

/** The clockwise turn that makes the text of an RGBA page upright. */
export function textOrientation(cv: Cv, page: Mat): PageTurn {
  const ink = inkMask(cv, page);
  const { width, height, data } = ink;
  let inkCount = 0;
  for (const value of data) inkCount += value;
  if (inkCount < MIN_INK_SHARE * width * height) return 0;
  const rows = profile(data, width, height, 'rows');
  const columns = profile(data, width, height, 'columns');
  const window = Math.max(1, Math.round(letterHeight(letterBoxes(data, width, height)) / 2));
  const linesAcross = alternation(smooth(rows, window)) >= alternation(smooth(columns, window));
  if (linesAcross) return ascenderBalance(rows, width) >= 0 ? 0 : 180;
  // Lines run down the page. Ascenders towards the left (index 0): the page's top is on the left, it
  // was turned a quarter anticlockwise and needs a quarter clockwise; towards the right, the other way.
  return ascenderBalance(columns, height) >= 0 ? 90 : 270;
}

/** Turns an RGBA matrix clockwise by a quarter-turn multiple (a new matrix, or the same when 0). */
export function turnPage(cv: Cv, page: Mat, turn: PageTurn): Mat {
  if (turn === 0) return page;
  const out = new cv.Mat();
  const code = { 90: cv.ROTATE_90_CLOCKWISE, 180: cv.ROTATE_180, 270: cv.ROTATE_90_COUNTERCLOCKWISE }[turn];
  cv.rotate(page, out, code);
  return out;
}

interface InkMask {
  width: number;
  height: number;
  /** 1 where there is ink, 0 on paper. */
  data: Uint8Array;
}

function inkMask(cv: Cv, page: Mat): InkMask {
  const marginX = Math.round(page.cols * MARGIN_SHARE);
  const marginY = Math.round(page.rows * MARGIN_SHARE);
  const inner = page.roi(new cv.Rect(marginX, marginY, page.cols - 2 * marginX, page.rows - 2 * marginY));
  const gray = new cv.Mat();
  cv.cvtColor(inner, gray, cv.COLOR_RGBA2GRAY);
  inner.delete();
  const scale = Math.min(1, ANALYSIS_SIDE / Math.max(gray.cols, gray.rows));
  if (scale < 1) cv.resize(gray, gray, new cv.Size(Math.round(gray.cols * scale), Math.round(gray.rows * scale)), 0, 0, cv.INTER_AREA);
  const binary = new cv.Mat();
  // Dark against its neighbourhood: letters, not shadows or tinted paper.
  const block = Math.max(15, Math.round(Math.min(gray.cols, gray.rows) / 40) | 1);
  cv.adaptiveThreshold(gray, binary, 1, cv.ADAPTIVE_THRESH_MEAN_C, cv.THRESH_BINARY_INV, block, 15);
  const mask = { width: binary.cols, height: binary.rows, data: new Uint8Array(binary.data) };
  gray.delete();
  binary.delete();
  return mask;
}

function profile(data: Uint8Array, width: number, height: number, along: 'rows' | 'columns'): Float64Array {
  const sums = new Float64Array(along === 'rows' ? height : width);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[y * width + x]) sums[along === 'rows' ? y : x] += 1;
    }
  }
  return sums;
}

/** How sharply a profile alternates: the energy of its steps over its own energy. */
function alternation(sums: Float64Array): number {
  let steps = 0;
  let energy = 0;
  for (let index = 1; index < sums.length; index += 1) {
    steps += (sums[index] - sums[index - 1]) ** 2;
    energy += sums[index] ** 2;
  }
  return energy === 0 ? 0 : steps / energy;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The ink's connected blobs (8-connected) as boxes: letters, mostly. */
function letterBoxes(data: Uint8Array, width: number, height: number): Box[] {
  const seen = new Uint8Array(data.length);
  const stack = new Int32Array(data.length);
  const boxes: Box[] = [];
  for (let start = 0; start < data.length; start += 1) {
    if (!data[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let [minX, minY, maxX, maxY] = [width, height, 0, 0];
    while (top > 0) {
      const at = stack[--top];
      const x = at % width;
      const y = (at - x) / width;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (data[next] && !seen[next]) {
            seen[next] = 1;
            stack[top++] = next;
          }
        }
      }
    }
    boxes.push({ x: (minX + maxX) / 2, y: (minY + maxY) / 2, width: maxX - minX + 1, height: maxY - minY + 1 });
  }
  return boxes;
}

/** The text's height: the median of the blobs' smaller sides (a letter's, or a word's when they touch). */
function letterHeight(boxes: Box[]): number {
  const sides = boxes.map((box) => Math.min(box.width, box.height)).filter((side) => side >= 3).sort((a, b) => a - b);
  return sides[Math.floor(sides.length / 2)] ?? 1;
}

/** A moving average over `window` bins. */
function smooth(sums: Float64Array, window: number): Float64Array {
  if (window <= 1) return sums;
  const out = new Float64Array(sums.length);
  let running = 0;
  for (let index = 0; index < sums.length; index += 1) {
    running += sums[index];
    if (index >= window) running -= sums[index - window];
    out[index] = running / Math.min(window, index + 1);
  }
  return out;
}

/**
 * Over all lines: ink on the low-index side of each line's x-height band minus ink on its high-index
 * side. `sums` is the profile across the lines, `lineLength` how long a line can be. Positive: the
 * ascenders face index 0.
 */
function ascenderBalance(sums: Float64Array, lineLength: number): number {
  const length = sums.length;
  // A line: a run of profile bins with some ink; its core: the bins at least half as inked as its busiest.
  const floor = lineLength * 0.004;
  let balance = 0;
  let start = -1;
  for (let index = 0; index <= length; index += 1) {
    const inked = index < length && sums[index] > floor;
    if (inked && start < 0) start = index;
    if (!inked && start >= 0) {
      balance += lineBalance(sums, start, index);
      start = -1;
    }
  }
  return balance;
}

function lineBalance(sums: Float64Array, start: number, end: number): number {
  if (end - start < 4) return 0;
  let peak = 0;
  for (let index = start; index < end; index += 1) peak = Math.max(peak, sums[index]);
  let coreStart = start;
  while (sums[coreStart] < peak / 2) coreStart += 1;
  let coreEnd = end - 1;
  while (sums[coreEnd] < peak / 2) coreEnd -= 1;
  let above = 0;
  let below = 0;
  for (let index = start; index < coreStart; index += 1) above += sums[index];
  for (let index = coreEnd + 1; index < end; index += 1) below += sums[index];
  return above - below;
}
