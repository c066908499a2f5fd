import { describe, expect, it } from 'vitest';
import { boxAfterKey, boxFromDrag, DEFAULT_BOX } from './signature-box';

describe('the signature box', () => {
  it('is the rectangle between the drag\'s ends, whichever way it went', () => {
    expect(boxFromDrag([0.8, 0.9], [0.5, 0.7])).toEqual({ x: 0.5, y: 0.7, width: expect.closeTo(0.3), height: expect.closeTo(0.2) });
  });

  it('stays on the page and is never smaller than the contract allows', () => {
    const box = boxFromDrag([0.99, 0.99], [1.4, 1.2]);
    expect(box.x + box.width).toBeLessThanOrEqual(1);
    expect(box.width).toBeGreaterThanOrEqual(0.03);
    expect(box.height).toBeGreaterThanOrEqual(0.03);
  });

  it('moves with the arrow keys and resizes with Shift, ignoring other keys', () => {
    expect(boxAfterKey(DEFAULT_BOX, 'ArrowLeft', false)).toMatchObject({ x: expect.closeTo(0.51), width: 0.4 });
    expect(boxAfterKey(DEFAULT_BOX, 'ArrowDown', true)).toMatchObject({ y: 0.82, height: expect.closeTo(0.11) });
    expect(boxAfterKey(DEFAULT_BOX, 'Enter', false)).toBeUndefined();
  });
});
