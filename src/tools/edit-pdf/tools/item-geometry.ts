// Where an item is on its page, how it moves and how it is resized: one home for the geometry every tool uses.
import type { Box, EditItem, Point } from '../../../contract/edit-pdf';
import { TEXT_PADDING, textLines } from '../text-lines';

/** A text item's box on screen: its lines at the line height the saved file uses (1.2) plus padding. */
export function textBox(item: Extract<EditItem, { kind: 'text' }>): Box {
  const lines = textLines(item);
  const longest = Math.max(...lines.map((line) => line.length), 1);
  // Without a set width, an estimate for hit-testing only: half an em per character, the average of Latin text.
  const width = item.width ?? longest * item.fontSize * 0.55 + TEXT_PADDING * 2;
  return { x: item.x, y: item.y, width, height: lines.length * item.fontSize * 1.2 + TEXT_PADDING * 2 };
}

export function boundsOf(item: EditItem): Box {
  switch (item.kind) {
    case 'text': return textBox(item);
    case 'arrow': return boxAround([item.from, item.to]);
    case 'ink': return boxAround(item.strokes.flat());
    default: return { x: item.x, y: item.y, width: item.width, height: item.height };
  }
}

export function boxAround(points: Point[]): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The box two corners span, whichever way the drag went. */
export function boxBetween(a: Point, b: Point): Box {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

const SLOP = 4;

export function contains(box: Box, { x, y }: Point, slop = SLOP): boolean {
  return x >= box.x - slop && x <= box.x + box.width + slop && y >= box.y - slop && y <= box.y + box.height + slop;
}

/** The changes that move an item by dx, dy. */
export function movedBy(item: EditItem, dx: number, dy: number): Partial<EditItem> {
  const shift = ({ x, y }: Point) => ({ x: x + dx, y: y + dy });
  switch (item.kind) {
    case 'arrow': return { from: shift(item.from), to: shift(item.to) };
    case 'ink': return { strokes: item.strokes.map((stroke) => stroke.map(shift)) };
    default: return { x: item.x + dx, y: item.y + dy };
  }
}
