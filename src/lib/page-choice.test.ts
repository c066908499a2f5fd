import { describe, expect, it } from 'vitest';
import { choiceFromPages, choiceOfTypedPages, chosenPages, initialPageChoice, pagesQuery, typedPagesQuery } from './page-choice';

const range = (start: string, end: string) => ({ ...initialPageChoice, start, end });
const specific = (text: string) => ({ ...initialPageChoice, method: 'specific' as const, specific: text });

describe('page choice', () => {
  it('a page range gives every page from start to end', () => {
    expect(chosenPages(range('2', '5'), 10)).toEqual({ pages: [2, 3, 4, 5] });
  });

  it('specific pages use the shared parser, once each and ascending', () => {
    expect(chosenPages(specific('7-9, 1, 3, 5, 3'), 10)).toEqual({ pages: [1, 3, 5, 7, 8, 9] });
  });

  it('says what is wrong, in the parser’s words', () => {
    expect(chosenPages(range('3', '12'), 10).error).toBe('Page 12 does not exist: this document has 10 pages');
    expect(chosenPages(range('5', '2'), 10).error).toBe('"5-2" runs backwards: write 2-5');
    expect(chosenPages(range('', '2'), 10).error).toBe('Enter a start page and an end page');
    expect(chosenPages(range('', ''), 10)).toEqual({ pages: [] });
    expect(chosenPages(specific(' '), 10)).toEqual({ pages: [] });
    expect(chosenPages(specific('1, x'), 10).error).toBe('"x" is not a page or a range (examples: 5, 1-3, 8-end)');
  });

  it('a selection without gaps stays a page range; one with gaps becomes specific pages', () => {
    expect(choiceFromPages(range('1', '1'), [4, 2, 3])).toMatchObject({ method: 'range', start: '2', end: '4' });
    expect(choiceFromPages(range('1', '1'), [1, 3, 4])).toMatchObject({ method: 'specific', specific: '1, 3-4' });
    expect(choiceFromPages(specific('1'), [1, 2])).toMatchObject({ method: 'specific', specific: '1-2' });
    expect(choiceFromPages(range('1', '1'), [])).toMatchObject({ method: 'range', start: '', end: '' });
  });

  it('sends pages without spaces', () => {
    expect(pagesQuery([2, 4, 5])).toBe('2,4-5');
  });
});

describe('typed pages for a workflow step', () => {
  it('writes a range or specific pages as the contract reads them, and reads them back', () => {
    expect(typedPagesQuery({ method: 'range', start: '2', end: '5', specific: '' })).toBe('2-5');
    expect(typedPagesQuery({ method: 'range', start: '', end: '', specific: '' })).toBe('');
    expect(typedPagesQuery({ method: 'specific', start: '', end: '', specific: ' 1, 3-4 ' })).toBe('1, 3-4');
    expect(choiceOfTypedPages('2-5')).toEqual({ method: 'range', start: '2', end: '5', specific: '' });
    expect(choiceOfTypedPages('1, 3')).toEqual({ method: 'specific', start: '', end: '', specific: '1, 3' });
  });
});
