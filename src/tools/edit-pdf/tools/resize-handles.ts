// The eight handles of a selected item (four corners, four sides) and the box each one makes: the
// handle follows the pointer while the opposite corner or side stays where it was.
import type { Box, EditItem, Point } from '../../../contract/edit-pdf';
import { editRules } from '../../../contract/edit-pdf';

export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

export const HANDLE_CURSORS: Record<Handle, string> = {
  nw: 'nwse-resize', se: 'nwse-resize', ne: 'nesw-resize', sw: 'nesw-resize', n: 'ns-resize', s: 'ns-resize', e: 'ew-resize', w: 'ew-resize',
};

/** The drawn handle's side, in CSS pixels whatever the zoom. */
export const HANDLE_PIXELS = 8;
/** How far from a handle's centre a press still takes it, in CSS pixels: a finger needs more room than a mouse. */
export const HANDLE_REACH_PIXELS = { fine: 6, coarse: 20 };
/** No side of a resized box gets shorter than this (PDF points). */
export const MIN_SIZE = 4;

// A text box keeps room for at least one character besides its padding.
const TEXT_MIN_ROOM = 4;

const isCorner = (handle: Handle) => handle.length === 2;

export function handlePoint({ x, y, width, height }: Box, handle: Handle): Point {
  const hx = handle.includes('w') ? x : handle.includes('e') ? x + width : x + width / 2;
  const hy = handle.includes('n') ? y : handle.includes('s') ? y + height : y + height / 2;
  return { x: hx, y: hy };
}

/** The handle under the point (the nearest one within `reach`), or undefined. */
export function handleAt(box: Box, point: Point, reach: number): Handle | undefined {
  let best: { handle: Handle; distance: number } | undefined;
  for (const handle of HANDLES) {
    const centre = handlePoint(box, handle);
    const distance = Math.max(Math.abs(point.x - centre.x), Math.abs(point.y - centre.y));
    if (distance <= reach && (!best || distance < best.distance)) best = { handle, distance };
  }
  return best?.handle;
}

/**
 * The box after dragging `handle` to `point`. The opposite side or corner stays put; the box never
 * turns inside out (a side stops at MIN_SIZE from its opposite). With `keepAspect`, a corner scales the
 * box by the larger of its two stretches, keeping width ÷ height; sides always stretch one way only.
 */
export function resizeBox(start: Box, handle: Handle, point: Point, keepAspect = false): Box {
  const right = start.x + start.width;
  const bottom = start.y + start.height;
  let width = start.width;
  let height = start.height;
  if (handle.includes('w')) width = Math.max(MIN_SIZE, right - point.x);
  if (handle.includes('e')) width = Math.max(MIN_SIZE, point.x - start.x);
  if (handle.includes('n')) height = Math.max(MIN_SIZE, bottom - point.y);
  if (handle.includes('s')) height = Math.max(MIN_SIZE, point.y - start.y);
  if (keepAspect && isCorner(handle) && start.width > 0 && start.height > 0) {
    const scale = Math.max(width / start.width, height / start.height, MIN_SIZE / Math.min(start.width, start.height));
    width = start.width * scale;
    height = start.height * scale;
  }
  return {
    x: handle.includes('w') ? right - width : start.x,
    y: handle.includes('n') ? bottom - height : start.y,
    width, height,
  };
}

/**
 * Whether a corner keeps the item's proportions. Pictures (images, signatures) and text keep them
 * unless Shift is held, as in Smallpdf, Canva or PowerPoint; shapes stretch freely and keep them with Shift.
 */
export function keepsAspect(item: EditItem, handle: Handle, shift: boolean): boolean {
  if (!isCorner(handle)) return false;
  return item.kind === 'image' || item.kind === 'text' ? !shift : shift;
}

/**
 * The changes that fit an item, whose bounds were `from`, into the box `to`. Boxes take it as it is;
 * arrows and drawings have their points stretched with it; text takes the width from a side handle
 * (its words wrap) and scales its font from the others, as in Canva.
 */
export function fittedTo(item: EditItem, from: Box, to: Box): Partial<EditItem> {
  // A flat side (a level arrow) has nothing to stretch: it moves with the box.
  const mapX = (x: number) => to.x + (from.width > 0 ? ((x - from.x) * to.width) / from.width : x - from.x);
  const mapY = (y: number) => to.y + (from.height > 0 ? ((y - from.y) * to.height) / from.height : y - from.y);
  const map = ({ x, y }: Point) => ({ x: mapX(x), y: mapY(y) });
  switch (item.kind) {
    case 'arrow': return { from: map(item.from), to: map(item.to) };
    case 'ink': return { strokes: item.strokes.map((stroke) => stroke.map(map)) };
    case 'text': {
      // A side (only the width changed) sets the box's width, the words wrap to it; a corner, or the
      // top or bottom, scales the text: a taller box is a larger font.
      if (to.height === from.height) {
        const width = Math.max(to.width, item.fontSize + TEXT_MIN_ROOM);
        return { x: to.x === from.x ? from.x : to.x + to.width - width, width };
      }
      const { min, max } = editRules.fontSize;
      const fontSize = Math.min(max, Math.max(min, Math.round((item.fontSize * to.height) / from.height)));
      // The size is whole points, so the new box is not quite `to`: it stays against the side that did not move.
      const scale = fontSize / item.fontSize;
      const leftMoved = to.x !== from.x;
      const topMoved = to.y !== from.y;
      return {
        x: leftMoved ? to.x + to.width - from.width * scale : to.x, y: topMoved ? to.y + to.height - from.height * scale : to.y, fontSize,
        ...(item.width === undefined ? {} : { width: item.width * scale }),
      };
    }
    default: return { x: to.x, y: to.y, width: to.width, height: to.height };
  }
}
