import { describe, expect, it } from 'vitest';
import { initialArrangement, isUnchanged, movePage, organizeSettings, removePages, reorderPages, rotatePages } from './page-arrangement';

const numbers = (pages: Array<{ pageNumber: number }>) => pages.map((page) => page.pageNumber);

describe('page arrangement', () => {
  it('moves a page earlier or later, never past the ends', () => {
    const pages = initialArrangement(3);
    expect(numbers(movePage(pages, 1, -1))).toEqual([2, 1, 3]);
    expect(numbers(movePage(pages, 1, 1))).toEqual([1, 3, 2]);
    expect(movePage(pages, 0, -1)).toBe(pages);
    expect(movePage(pages, 2, 1)).toBe(pages);
  });

  it('turns pages both ways in quarter turns, and removes pages', () => {
    let pages = rotatePages(initialArrangement(3), new Set(['1', '3']), -90);
    pages = rotatePages(pages, new Set(['3']), 90);
    expect(pages.map((page) => page.rotation)).toEqual([270, 0, 0]);
    expect(numbers(removePages(pages, new Set(['2'])))).toEqual([1, 3]);
  });

  it('writes the order and the turns for the contract', () => {
    let pages = reorderPages(initialArrangement(4), ['3', '1', '2', '4']);
    pages = removePages(rotatePages(pages, new Set(['1']), 90), new Set(['4']));
    expect(organizeSettings(pages)).toEqual({ order: '3,1,2', rotate: '1:90' });
    expect(isUnchanged(pages, 4)).toBe(false);
    expect(isUnchanged(initialArrangement(4), 4)).toBe(true);
  });
});
