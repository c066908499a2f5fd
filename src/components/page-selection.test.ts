import { describe, expect, it } from 'vitest';
import { nextFocus, toggled, withRange } from './page-selection';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('page selection', () => {
  it('a click toggles one page', () => {
    expect([...toggled(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggled(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('shift-click adds the range from the anchor, in either direction, keeping what was selected', () => {
    expect([...withRange(new Set(['a']), ids, 'b', 'd')].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...withRange(new Set(), ids, 'e', 'c')].sort()).toEqual(['c', 'd', 'e']);
  });

  it('arrow keys move by one, up and down by a row, and stop at the ends', () => {
    expect(nextFocus('ArrowRight', 2, 10, 4)).toBe(3);
    expect(nextFocus('ArrowDown', 2, 10, 4)).toBe(6);
    expect(nextFocus('ArrowDown', 8, 10, 4)).toBe(9);
    expect(nextFocus('ArrowUp', 1, 10, 4)).toBe(0);
    expect(nextFocus('ArrowLeft', 0, 10, 4)).toBe(0);
    expect(nextFocus('End', 0, 10, 4)).toBe(9);
    expect(nextFocus('x', 0, 10, 4)).toBeUndefined();
  });
});
