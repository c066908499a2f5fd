import { describe, expect, it } from 'vitest';
import type { Box, TextBlock } from './page-text';
import { inReadingOrder } from './reading-order';

const RUNNING = 'a line of running text, long enough to be read as one';

/** A text block of `lines` lines (running text by default) at the box given, named by its first line. */
function block(name: string, bbox: Box, lines = 4, text = RUNNING): TextBlock {
  return {
    bbox,
    lines: Array.from({ length: lines }, (_, index) => ({
      text: index === 0 ? `${name} ${text}` : text, bbox, baseline: bbox.y + 10 * (index + 1), spans: [],
    })),
  };
}

const names = (blocks: TextBlock[]) => blocks.map((found) => found.lines[0].text.split(' ')[0]);

describe('inReadingOrder', () => {
  const title = block('title', { x: 54, y: 60, width: 400, height: 20 }, 1, 'Outlook');
  const left = [block('left1', { x: 54, y: 110, width: 190, height: 100 }), block('left2', { x: 54, y: 220, width: 190, height: 100 })];
  const right = [block('right1', { x: 262, y: 110, width: 190, height: 100 }), block('right2', { x: 262, y: 220, width: 190, height: 100 })];

  it('reads a title, then the left column, then the right one, whatever order they were drawn in', () => {
    expect(names(inReadingOrder([right[1], left[1], right[0], title, left[0]], []))).toEqual(['title', 'left1', 'left2', 'right1', 'right2']);
  });

  it('reads a framed box at the left of the main text after it: the main column comes before the sidebars', () => {
    const box = { x: 20, y: 110, width: 110, height: 120 };
    const sidebar = [block('Key', { x: 28, y: 118, width: 90, height: 12 }, 1, 'figures'), block('Revenue', { x: 28, y: 140, width: 90, height: 40 }, 3, '412 m')];
    const main = [block('main1', { x: 150, y: 110, width: 400, height: 100 }), block('main2', { x: 150, y: 220, width: 400, height: 100 })];
    expect(names(inReadingOrder([...sidebar, ...main], [box]))).toEqual(['main1', 'main2', 'Key', 'Revenue']);
  });

  it('keeps a framed note across the column where it stands: it is no sidebar', () => {
    const note = block('note', { x: 62, y: 220, width: 380, height: 30 }, 2);
    const above = block('above', { x: 54, y: 110, width: 400, height: 100 });
    const below = block('below', { x: 54, y: 260, width: 400, height: 100 });
    expect(names(inReadingOrder([above, note, below], [{ x: 54, y: 214, width: 400, height: 42 }]))).toEqual(['above', 'note', 'below']);
  });

  it('keeps the drawing order of a formula’s pieces set on one line', () => {
    const pieces = [
      block('sigma', { x: 224, y: 543, width: 80, height: 18 }, 1, '='),
      block('fraction', { x: 237, y: 542, width: 144, height: 34 }, 2, '(cx + d)'),
    ];
    expect(names(inReadingOrder(pieces, []))).toEqual(['sigma', 'fraction']);
  });
});
