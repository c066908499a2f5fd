// Split PDF's modes past the spec's two, through the local API: their settings read from the query.
import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';

const outline = pdfFile(corpusFile('multipage-outline-links-4p.pdf'));
const tracemonkey = pdfFile(corpusFile('multipage-text-tracemonkey-14p.pdf'));

function post(path: string, files: File[]) {
  return callLocalApi(path, { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/split-pdf, more ways', () => {
  it.each([
    ['mode=bookmarks&level=4', 'Bookmark level (level) must be a number from 1 to 3.'],
    ['mode=bookmarks&level=one', 'Bookmark level (level) must be a whole number, not "one".'],
    ['mode=size&maxMegabytes=0', 'Maximum part size (maxMegabytes) must be a number of MB from 0.1 to 2000.'],
    ['mode=size&maxMegabytes=ten', 'Maximum part size (maxMegabytes) must be a number of MB, not "ten".'],
    ['mode=equal&parts=1', 'Number of parts (parts) must be a number from 2 to 1000.'],
    ['mode=equal&parts=2.5', 'Number of parts (parts) must be a whole number, not "2.5".'],
    ['mode=blank&threshold=6', 'Ink threshold must be a number from 0 to 5 (percent of the page).'],
  ])('answers 400 bad-params naming the setting for ?%s', async (query, message) => {
    const response = await post(`/api/split-pdf?${query}`, [outline]);
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
    expect(await response.text()).toBe(message);
  });

  it('answers 400 for a split by bookmarks of a file without bookmarks, and for more equal parts than pages', async () => {
    const bookmarks = await post('/api/split-pdf?mode=bookmarks&level=1', [tracemonkey]);
    expect(bookmarks.status).toBe(400);
    expect(await bookmarks.text()).toMatch(/^This PDF has no bookmarks/);
    const equal = await post('/api/split-pdf?mode=equal&parts=5', [outline]);
    expect(equal.status).toBe(400);
    expect(await equal.text()).toBe('This PDF has 4 pages: it cannot be split into 5 parts.');
  });

  it('mode=bookmarks, equal and odd-even answer one item per part', async () => {
    const names = async (query: string) => (await (await post(`/api/split-pdf?${query}`, [outline])).json()).map((item: { filename: string }) => item.filename);
    expect(await names('mode=bookmarks&level=1')).toEqual([
      'multipage-outline-links-4p-01-page-1.pdf', 'multipage-outline-links-4p-02-Foo.pdf',
      'multipage-outline-links-4p-03-Bar.pdf', 'multipage-outline-links-4p-04-Bar.pdf',
    ]);
    expect(await names('mode=equal&parts=3')).toEqual([
      'multipage-outline-links-4p-pages-1-2.pdf', 'multipage-outline-links-4p-page-3.pdf', 'multipage-outline-links-4p-page-4.pdf',
    ]);
    expect(await names('mode=odd-even')).toEqual(['multipage-outline-links-4p-odd-pages.pdf', 'multipage-outline-links-4p-even-pages.pdf']);
  });

  it('POST /api/split-pdf/bookmarks answers where the bookmarks start: the parts the split makes, or none', async () => {
    const starts = async (file: File) => (await (await post('/api/split-pdf/bookmarks', [file])).json()).starts as Array<{ level: number; page: number }>;
    const found = await starts(outline);
    // Level 1 makes the four parts named above: pages 1 (before the first bookmark), 2, 3 and 4.
    expect([...new Set(found.filter((start) => start.level === 1).map((start) => start.page))].sort()).toEqual([2, 3, 4]);
    expect(await starts(tracemonkey)).toEqual([]);
  });

  it('mode=size: an item that is one page over the limit says so', async () => {
    const response = await post('/api/split-pdf?mode=size&maxMegabytes=0.1', [pdfFile(corpusFile('large-jpeg-qa-document-6p.pdf'))]);
    const items: Array<{ size: number; pages: number; overLimit?: true }> = await response.json();
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      if (item.size > 0.1 * 1024 * 1024) expect(item).toMatchObject({ pages: 1, overLimit: true });
      else expect(item.overLimit).toBeUndefined();
    }
    expect(items.some((item) => item.overLimit)).toBe(true);
  });
});
