import { isRunningText, type Box, type TextBlock } from './page-text';

// MuPDF gives a page's blocks in the order the content stream draws them. A layout program draws in
// whatever order suits it: a report's sidebar box (shading, frame, then its text) often comes before
// the main text, and the Word file then opened with "Key figures". Here the blocks are put in the
// order the layout reads:
//
// - Columns (after T. Breuel, "High performance document layout analysis", 2003): a block comes before
//   another below it in the same column, and a block wholly left of another comes before it when a
//   gutter parts them: nothing crosses the space between them from the top of the higher to the foot
//   of the lower (a title or a figure across the columns does, and then each is read in its band).
//   Blocks one above the other are columns only when both are column pieces (pictures, or lines as
//   wide as a column) and the columns stand side by side: Breuel's own rule (nothing spanning both lies between them) read a formula's
//   pieces, or a caption and the heading below it, as columns, down one and then the next. Blocks
//   that overlap are one above the other only when the first's middle is above the second's top
//   (a fraction's parts are not). Where the layout does not decide, the drawing order stays.
// - Sidebars: a narrow framed or shaded box holding text, with running text beside it, is read after
//   the page's main text; the main column comes before the boxes set beside it.

/** Points two boxes must share to overlap: bounding boxes of neighbouring columns touch by rounding. */
const OVERLAP = 1;
/** A sidebar is at most this share of the width the page's text spans. */
const SIDEBAR_SHARE = 0.4;
/** A column is at least this share of the width the page's text spans. */
const COLUMN_SHARE = 0.15;
/** Ordering compares every pair of blocks with every third one: past this many blocks (a dense table, a
 * map's labels) the cost is not worth it, and such pages keep the drawing order. */
const MAX_BLOCKS = 400;

/** The page's blocks in the order its layout reads: columns one after the other, sidebars after the main text. */
export function inReadingOrder(blocks: TextBlock[], boxes: Box[]): TextBlock[] {
  if (blocks.length < 2 || blocks.length > MAX_BLOCKS) return blocks;
  const sidebars = sidebarsOf(blocks, boxes);
  const inSidebar = new Set(sidebars.flat());
  const columnWidth = COLUMN_SHARE * textSpan(blocks).width;
  const inOrder = (group: TextBlock[]) => inColumnOrder(group, columnWidth);
  return [...inOrder(blocks.filter((block) => !inSidebar.has(block))), ...sidebars.flatMap(inOrder)];
}

/** The blocks of each sidebar on the page, the sidebars from the top. */
function sidebarsOf(blocks: TextBlock[], boxes: Box[]): TextBlock[][] {
  const textBlocks = blocks.filter((block) => !block.image);
  if (textBlocks.length === 0) return [];
  const textWidth = textSpan(textBlocks).width;
  const taken = new Set<TextBlock>();
  const sidebars: TextBlock[][] = [];
  // The largest box first: a frame drawn around a shaded box, or a box within a box, is one sidebar.
  for (const box of [...boxes].sort((a, b) => b.width * b.height - a.width * a.height).filter((candidate) => candidate.width <= SIDEBAR_SHARE * textWidth)) {
    const held = blocks.filter((block) => !taken.has(block) && inside(block.bbox, box));
    if (!held.some((block) => !block.image)) continue;
    const beside = textBlocks.some((block) => !inside(block.bbox, box) && isRunningText(block)
      && overlapY(block.bbox, box) > OVERLAP && overlapX(block.bbox, box) <= OVERLAP);
    if (!beside) continue;
    held.forEach((block) => taken.add(block));
    sidebars.push(held);
  }
  return sidebars.sort((a, b) => top(a) - top(b));
}

/** The blocks in column order (a topological order of the layout's constraints, ties in drawing order). */
function inColumnOrder(blocks: TextBlock[], columnWidth: number): TextBlock[] {
  const count = blocks.length;
  const after: number[][] = blocks.map(() => []);
  const waitingFor = new Array<number>(count).fill(0);
  // A piece of a column: a picture, or lines of text as wide as a column is (not a formula's part, not one line).
  const inColumn = (block: TextBlock) => block.bbox.width >= columnWidth && (block.image !== undefined || block.lines.length >= 2);
  const columns = (a: TextBlock, b: TextBlock) => inColumn(a) && inColumn(b) && sideBySide(a.bbox, b.bbox, blocks);
  const precedes = (a: TextBlock, b: TextBlock) => (overlapX(a.bbox, b.bbox) > OVERLAP
    ? middle(a.bbox) < b.bbox.y
    : leftOf(a.bbox, b.bbox) && (level(a.bbox, b.bbox) || columns(a, b)) && gutterBetween(a.bbox, b.bbox, blocks));
  for (let a = 0; a < count; a += 1) {
    for (let b = 0; b < count; b += 1) {
      if (a !== b && precedes(blocks[a], blocks[b])) {
        after[a].push(b);
        waitingFor[b] += 1;
      }
    }
  }
  const ordered: TextBlock[] = [];
  const done = new Array<boolean>(count).fill(false);
  for (let step = 0; step < count; step += 1) {
    // The first block in drawing order that nothing left waits for; in a cycle (overlapping boxes), the first left.
    let next = waitingFor.findIndex((waiting, index) => !done[index] && waiting === 0);
    if (next < 0) next = done.indexOf(false);
    done[next] = true;
    ordered.push(blocks[next]);
    for (const later of after[next]) waitingFor[later] -= 1;
  }
  return ordered;
}

/** Whether nothing but `a` and `b` crosses the middle of the space between them, from the higher one's top to the lower one's foot. */
function gutterBetween(a: Box, b: Box, blocks: TextBlock[]): boolean {
  const gutter = (right(a) + b.x) / 2;
  const band = { x: gutter, y: Math.min(a.y, b.y), width: 0, height: Math.max(bottom(a), bottom(b)) - Math.min(a.y, b.y) };
  return !blocks.some(({ bbox: c }) => c !== a && c !== b && c.x < gutter && right(c) > gutter && overlapY(c, band) > 0);
}

/**
 * Whether `a`, left, and `b`, right, one above the other, belong to columns set side by side: something
 * left of the space between them is level with `b`, or something right of it level with `a` (a caption
 * and the heading below it, one further left, are not).
 */
function sideBySide(a: Box, b: Box, blocks: TextBlock[]): boolean {
  const gutter = (right(a) + b.x) / 2;
  return blocks.some(({ bbox: c }) => c !== a && c !== b
    && ((right(c) <= gutter && overlapY(c, b) > 0) || (c.x >= gutter && overlapY(c, a) > 0)));
}

/** The horizontal extent of the blocks. */
function textSpan(blocks: TextBlock[]): { x: number; width: number } {
  const x = Math.min(...blocks.map((block) => block.bbox.x));
  return { x, width: Math.max(...blocks.map((block) => right(block.bbox))) - x };
}

const right = (box: Box) => box.x + box.width;
const bottom = (box: Box) => box.y + box.height;
const middle = (box: Box) => box.y + box.height / 2;
/** Side by side on the same lines: sharing half the height of the shorter (a subscript touching the next line is not). */
const level = (a: Box, b: Box) => overlapY(a, b) > Math.min(a.height, b.height) / 2;
const top = (blocks: TextBlock[]) => Math.min(...blocks.map((block) => block.bbox.y));
const leftOf = (a: Box, b: Box) => right(a) <= b.x + OVERLAP;
const overlapX = (a: Box, b: Box) => Math.min(right(a), right(b)) - Math.max(a.x, b.x);
const overlapY = (a: Box, b: Box) => Math.min(bottom(a), bottom(b)) - Math.max(a.y, b.y);
const inside = (inner: Box, outer: Box) => inner.x >= outer.x - OVERLAP && inner.y >= outer.y - OVERLAP
  && right(inner) <= right(outer) + OVERLAP && bottom(inner) <= bottom(outer) + OVERLAP;
