import { describe, expect, it } from 'vitest';
import { bookletSides } from './booklet-layout';

const pairs = (count: number, binding: 'left' | 'right' = 'left') => bookletSides(count, 'booklet', binding).map(({ left, right }) => [left, right]);

describe('bookletSides', () => {
  it('pads 1 page to one sheet: page 1 on the front right, the rest blank', () => {
    expect(pairs(1)).toEqual([[null, 1], [null, null]]);
  });

  it('orders 4 pages as 4|1 on the front and 2|3 on the back', () => {
    expect(pairs(4)).toEqual([[4, 1], [2, 3]]);
  });

  it('pads 5 pages to 8 with blanks at the end', () => {
    expect(pairs(5)).toEqual([[null, 1], [2, null], [null, 3], [4, 5]]);
  });

  it('orders 8 pages on two sheets, the outer one first', () => {
    expect(pairs(8)).toEqual([[8, 1], [2, 7], [6, 3], [4, 5]]);
    expect(bookletSides(8, 'booklet', 'left').map((side) => side.sheet)).toEqual([0, 0, 1, 1]);
  });

  it('pads 19 pages to 20 on five sheets, every page once', () => {
    const sides = pairs(19);
    expect(sides).toHaveLength(10);
    expect(sides[0]).toEqual([null, 1]);
    expect(sides[9]).toEqual([10, 11]);
    expect(sides.flat().filter((page) => page !== null).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 19 }, (_, index) => index + 1));
  });

  it('swaps the halves for right binding', () => {
    expect(pairs(4, 'right')).toEqual([[1, 4], [3, 2]]);
  });

  it('puts pages in order two by two for cutting', () => {
    expect(bookletSides(5, 'two-up', 'left').map(({ left, right }) => [left, right])).toEqual([[1, 2], [3, 4], [5, null]]);
    expect(bookletSides(2, 'two-up', 'right').map(({ left, right }) => [left, right])).toEqual([[2, 1]]);
  });
});
