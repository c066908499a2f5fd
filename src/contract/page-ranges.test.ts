import { describe, expect, it } from 'vitest';
import { formatPageRanges, PageRangeError, pagesInRanges, parsePageRanges } from './page-ranges';

describe('parsePageRanges', () => {
  it('reads pages and ranges, with spaces allowed', () => {
    expect(parsePageRanges('1-3,5', 19)).toEqual([{ first: 1, last: 3 }, { first: 5, last: 5 }]);
    expect(parsePageRanges(' 1 - 3 , 5 ,7-9 ', 19)).toEqual([
      { first: 1, last: 3 }, { first: 5, last: 5 }, { first: 7, last: 9 },
    ]);
  });

  it('reads open ranges to the last page and "all"', () => {
    expect(parsePageRanges('3-', 19)).toEqual([{ first: 3, last: 19 }]);
    expect(parsePageRanges('3-end', 19)).toEqual([{ first: 3, last: 19 }]);
    expect(parsePageRanges('17-END', 19)).toEqual([{ first: 17, last: 19 }]);
    expect(parsePageRanges('all', 19)).toEqual([{ first: 1, last: 19 }]);
    expect(parsePageRanges('All', 4)).toEqual([{ first: 1, last: 4 }]);
  });

  it('keeps overlapping ranges as typed, so split makes one file per range', () => {
    expect(parsePageRanges('1-4,3-6', 10)).toEqual([{ first: 1, last: 4 }, { first: 3, last: 6 }]);
  });

  it('names a page that does not exist and the real page count', () => {
    expect(() => parsePageRanges('1-3,42', 19)).toThrow('Page 42 does not exist: this document has 19 pages');
    expect(() => parsePageRanges('18-25', 19)).toThrow('Page 25 does not exist: this document has 19 pages');
    expect(() => parsePageRanges('2', 1)).toThrow('Page 2 does not exist: this document has 1 page');
  });

  it('names the bad part of the text', () => {
    expect(() => parsePageRanges('1-3,abc', 19)).toThrow('"abc" is not a page or a range');
    expect(() => parsePageRanges('1-3-5', 19)).toThrow('"1-3-5" is not a page or a range');
    expect(() => parsePageRanges('0-2', 19)).toThrow('"0-2": page numbers start at 1');
    expect(() => parsePageRanges('9-4', 19)).toThrow('"9-4" runs backwards: write 4-9');
    expect(() => parsePageRanges('1,,2', 19)).toThrow('There is an empty entry between two commas');
    expect(() => parsePageRanges('  ', 19)).toThrow('Enter the pages to use');
  });

  it('throws PageRangeError, so callers can tell bad input from failures', () => {
    expect(() => parsePageRanges('x', 3)).toThrow(PageRangeError);
  });
});

describe('pagesInRanges', () => {
  it('lists every named page once, ascending, even when ranges overlap', () => {
    expect(pagesInRanges(parsePageRanges('5, 1-3, 2-4', 10))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('formatPageRanges', () => {
  it('writes the shortest text for a set of pages', () => {
    expect(formatPageRanges([8, 1, 2, 3, 5, 7])).toBe('1-3, 5, 7-8');
    expect(formatPageRanges([])).toBe('');
    expect(formatPageRanges([4])).toBe('4');
  });

  it('round-trips through the parser', () => {
    const pages = [1, 2, 3, 6, 9, 10];
    expect(pagesInRanges(parsePageRanges(formatPageRanges(pages), 10))).toEqual(pages);
  });
});
