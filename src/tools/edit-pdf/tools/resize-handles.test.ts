import { describe, expect, it } from 'vitest';
import type { Box, EditItem } from '../../../contract/edit-pdf';
import { fittedTo, handleAt, handlePoint, HANDLES, keepsAspect, MIN_SIZE, resizeBox, type Handle } from './resize-handles';

const box: Box = { x: 100, y: 200, width: 80, height: 40 };

describe('handlePoint and handleAt', () => {
  it('puts the handles on the corners and the middles of the sides', () => {
    expect(HANDLES.map((handle) => handlePoint(box, handle))).toEqual([
      { x: 100, y: 200 }, { x: 140, y: 200 }, { x: 180, y: 200 }, { x: 180, y: 220 },
      { x: 180, y: 240 }, { x: 140, y: 240 }, { x: 100, y: 240 }, { x: 100, y: 220 },
    ]);
  });

  it('finds each handle within its reach, the nearest first, and none far from them', () => {
    for (const handle of HANDLES) {
      const { x, y } = handlePoint(box, handle);
      expect(handleAt(box, { x: x + 3, y: y - 3 }, 4)).toBe(handle);
    }
    expect(handleAt(box, { x: 140, y: 220 }, 4)).toBeUndefined();
    expect(handleAt(box, { x: 112, y: 200 }, 4)).toBeUndefined();
    // A finger's larger reach takes the same handle from further away.
    expect(handleAt(box, { x: 112, y: 200 }, 15)).toBe('nw');
  });
});

describe('resizeBox', () => {
  // Each handle dragged 10 right and 20 down: the opposite side or corner stays where it was.
  const cases: Array<[Handle, Box]> = [
    ['nw', { x: 110, y: 220, width: 70, height: 20 }],
    ['n', { x: 100, y: 220, width: 80, height: 20 }],
    ['ne', { x: 100, y: 220, width: 90, height: 20 }],
    ['e', { x: 100, y: 200, width: 90, height: 40 }],
    ['se', { x: 100, y: 200, width: 90, height: 60 }],
    ['s', { x: 100, y: 200, width: 80, height: 60 }],
    ['sw', { x: 110, y: 200, width: 70, height: 60 }],
    ['w', { x: 110, y: 200, width: 70, height: 40 }],
  ];
  it.each(cases)('drags the %s handle from its opposite side', (handle, expected) => {
    const { x, y } = handlePoint(box, handle);
    expect(resizeBox(box, handle, { x: x + 10, y: y + 20 })).toEqual(expected);
  });

  it('never turns a box inside out: a side stops at the minimum size', () => {
    expect(resizeBox(box, 'w', { x: 500, y: 220 })).toEqual({ x: 180 - MIN_SIZE, y: 200, width: MIN_SIZE, height: 40 });
    expect(resizeBox(box, 'se', { x: 0, y: 0 })).toEqual({ x: 100, y: 200, width: MIN_SIZE, height: MIN_SIZE });
  });

  it('keeps the proportions from a corner when asked, anchored at the opposite corner', () => {
    // The larger stretch wins: 2× across.
    expect(resizeBox(box, 'se', { x: 260, y: 245 }, true)).toEqual({ x: 100, y: 200, width: 160, height: 80 });
    expect(resizeBox(box, 'nw', { x: 60, y: 195 }, true)).toEqual({ x: 60, y: 180, width: 120, height: 60 });
    // Sides ignore it.
    expect(resizeBox(box, 'e', { x: 260, y: 220 }, true)).toEqual({ x: 100, y: 200, width: 160, height: 40 });
  });
});

describe('keepsAspect', () => {
  const image = { kind: 'image' } as EditItem;
  const rectangle = { kind: 'rectangle' } as EditItem;
  it('keeps pictures in proportion from corners unless Shift is held, and shapes only with Shift', () => {
    expect(keepsAspect(image, 'se', false)).toBe(true);
    expect(keepsAspect(image, 'se', true)).toBe(false);
    expect(keepsAspect(image, 'e', false)).toBe(false);
    expect(keepsAspect(rectangle, 'ne', false)).toBe(false);
    expect(keepsAspect(rectangle, 'ne', true)).toBe(true);
  });
});

describe('fittedTo', () => {
  it('gives a box item the new box', () => {
    const rectangle: EditItem = { kind: 'rectangle', id: 'r', page: 1, ...box, strokeColor: '#000000', fillColor: 'none', strokeWidth: 1, opacity: 1 };
    expect(fittedTo(rectangle, box, { x: 90, y: 200, width: 90, height: 40 })).toEqual({ x: 90, y: 200, width: 90, height: 40 });
  });

  it('stretches the points of an arrow and a drawing with the box; a level arrow only moves on its flat side', () => {
    const arrow: EditItem = { kind: 'arrow', id: 'a', page: 1, from: { x: 100, y: 200 }, to: { x: 180, y: 240 }, strokeColor: '#000000', strokeWidth: 1 };
    expect(fittedTo(arrow, box, { x: 100, y: 200, width: 160, height: 20 })).toEqual({ from: { x: 100, y: 200 }, to: { x: 260, y: 220 } });
    const level: EditItem = { ...arrow, to: { x: 180, y: 200 } };
    expect(fittedTo(level, { x: 100, y: 200, width: 80, height: 0 }, { x: 100, y: 210, width: 40, height: MIN_SIZE })).toEqual({ from: { x: 100, y: 210 }, to: { x: 140, y: 210 } });
    const ink: EditItem = { kind: 'ink', id: 'i', page: 1, strokes: [[{ x: 100, y: 200 }, { x: 140, y: 240 }]], strokeColor: '#000000', strokeWidth: 1 };
    expect(fittedTo(ink, box, { x: 100, y: 200, width: 40, height: 80 })).toEqual({ strokes: [[{ x: 100, y: 200 }, { x: 120, y: 280 }]] });
  });

  it('sizes text with its box, in whole points within the editor limits, against the side that did not move', () => {
    const text: EditItem = { kind: 'text', id: 't', page: 1, x: 100, y: 200, text: 'Hi', fontFamily: 'Arial', fontSize: 12, color: '#000000', bold: false, italic: false, underline: false, alignment: 'left' };
    expect(fittedTo(text, box, { x: 100, y: 200, width: 160, height: 80 })).toEqual({ x: 100, y: 200, fontSize: 24 });
    expect(fittedTo(text, box, { x: 20, y: 160, width: 160, height: 80 })).toEqual({ x: 20, y: 160, fontSize: 24 });
    expect(fittedTo(text, box, { x: 100, y: 200, width: 8, height: 4 })).toMatchObject({ fontSize: 8 });
    // Sides: the box takes the width, the font stays; from the left, the right side stays put.
    expect(fittedTo(text, box, { x: 100, y: 200, width: 50, height: 40 })).toEqual({ x: 100, width: 50 });
    expect(fittedTo(text, box, { x: 150, y: 200, width: 30, height: 40 })).toEqual({ x: 150, width: 30 });
    expect(fittedTo(text, box, { x: 100, y: 200, width: 1, height: 40 })).toEqual({ x: 100, width: 16 });
    // A box with a width scales it with the font.
    expect(fittedTo({ ...text, width: 50 } as EditItem, box, { x: 100, y: 200, width: 160, height: 80 })).toEqual({ x: 100, y: 200, fontSize: 24, width: 100 });
  });
});
