import { describe, expect, it } from 'vitest';
import { pageShingles, pairPages } from './page-pairing';

const page = (text: string) => ({ shingles: pageShingles(text.split(' ').filter(Boolean)) });
const pages = ['alpha beta gamma delta epsilon zeta', 'one two three four five six', 'red green blue cyan magenta yellow', 'north south east west up down'];

describe('pairPages', () => {
  it('pairs a page with the page that shares its text, wherever it moved', () => {
    const after = [pages[0], 'a page that is new here', ...pages.slice(1)];
    expect(pairPages(pages.map(page), after.map(page))).toEqual([
      { before: 0, after: 0 }, { after: 1 }, { before: 1, after: 2 }, { before: 2, after: 3 }, { before: 3, after: 4 },
    ]);
    expect(pairPages(after.map(page), pages.map(page))).toEqual([
      { before: 0, after: 0 }, { before: 1 }, { before: 2, after: 1 }, { before: 3, after: 2 }, { before: 4, after: 3 },
    ]);
  });

  it('pairs a page that kept part of its text, and by position the pages left between two pairs (rewritten, or blank)', () => {
    const after = [pages[0] + ' and a few more words at its end', 'all of it rewritten', '', pages[3]];
    expect(pairPages([...pages.slice(0, 3), '', pages[3]].map(page), after.map(page))).toEqual([
      { before: 0, after: 0 }, { before: 1, after: 1 }, { before: 2, after: 2 }, { before: 3 }, { before: 4, after: 3 },
    ]);
  });

  it('answers a row per page when nothing pairs, and none for two empty files', () => {
    expect(pairPages([page('x y z')], [page('p q r'), page('s t u')])).toEqual([{ before: 0, after: 0 }, { after: 1 }]);
    expect(pairPages([], [])).toEqual([]);
  });
});
