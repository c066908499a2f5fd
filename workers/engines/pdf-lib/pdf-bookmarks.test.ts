// The bookmarks editor's engines: the outline read as a tree and written back, checked against
// qpdf's reading of the same files (it shares no code with them); headings found by MuPDF.
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { outlineFixtureBytes } from '../../../test/fixtures/outline-fixture';
import { qpdfOutline, type OutlineEntry } from '../../../test/readers/qpdf-outline';
import type { BookmarkNode } from '../../../src/contract/pdf-bookmarks';
import { readBookmarks, saveBookmarks } from './pdf-bookmarks';

/** Our tree in qpdf's terms: title, page, open, children. */
const asQpdf = (nodes: BookmarkNode[]): OutlineEntry[] => nodes.map((node) => ({
  title: node.title, page: node.page, open: Boolean(node.open), children: asQpdf(node.children),
}));
/** Titles, nesting and open state (qpdf calls a leaf open: only a parent's state means something). */
const shape = (entries: OutlineEntry[]): unknown[] => entries.map((entry) => ({
  title: entry.title, open: entry.children.length > 0 ? entry.open : undefined, children: shape(entry.children),
}));
const flat = (entries: OutlineEntry[]): OutlineEntry[] => entries.flatMap((entry) => [entry, ...flat(entry.children)]);

describe('readBookmarks', () => {
  it.each([
    ['multipage-outline-links-4p.pdf', () => corpusFile('multipage-outline-links-4p.pdf').bytes],
    ['the nested outline fixture', outlineFixtureBytes],
  ])('reads %s as qpdf does: titles, pages, nesting and open state', async (_, bytesOf) => {
    const bytes = await bytesOf();
    const { facts } = await readBookmarks(jobOf({ name: 'outline.pdf', bytes }, {}));
    expect(facts.bookmarks.length).toBeGreaterThan(0);
    const theirs = qpdfOutline(bytes);
    expect(shape(asQpdf(facts.bookmarks))).toEqual(shape(theirs));
    // qpdf does not follow these files' named destinations (its page is null there); where it gives a page, ours is the same.
    const ours = flat(asQpdf(facts.bookmarks));
    flat(theirs).forEach((entry, index) => {
      if (entry.page !== null) expect(ours[index].page, entry.title).toBe(entry.page);
    });
    expect(ours.every((entry) => entry.page !== null || entry.title === 'Reading' || entry.title === 'Website')).toBe(true);
  });

  it('gives none for a file without bookmarks', async () => {
    const { facts } = await readBookmarks(jobOf(corpusFile('multipage-text-tracemonkey-14p.pdf'), {}));
    expect(facts).toEqual({ bookmarks: [], pageCount: 14 });
  });
});

describe('saveBookmarks', () => {
  const tree: BookmarkNode[] = [
    { title: 'Contents', page: 1, children: [] },
    {
      title: 'Part One — Überblick', page: 2, open: true, color: '#cc0000', bold: true, children: [
        { title: '第一章', page: 3, italic: true, children: [] },
        { title: 'A web page', page: null, uri: 'https://example.org/', children: [] },
      ],
    },
    { title: 'Closed part', page: 4, children: [{ title: 'Hidden section', page: 4, children: [] }] },
  ];

  it('writes the tree as the whole outline, replacing the old one; qpdf and a new reading agree', async () => {
    const source = corpusFile('multipage-outline-links-4p.pdf');
    const { outputs } = await saveBookmarks(jobOf(source, { bookmarks: tree }));
    expect(outputs[0].name).toBe('multipage-outline-links-4p-bookmarks.pdf');
    const bytes = outputBytes(outputs[0]);
    const theirs = qpdfOutline(bytes);
    expect(shape(theirs)).toEqual(shape(asQpdf(tree)));
    expect(flat(theirs).map((entry) => entry.page)).toEqual(flat(asQpdf(tree)).map((entry) => entry.page));
    const { facts } = await readBookmarks(jobOf({ name: 'again.pdf', bytes }, {}));
    expect(facts.bookmarks).toEqual(tree);
  });

  it('removes every bookmark when the tree is empty', async () => {
    const { outputs } = await saveBookmarks(jobOf(corpusFile('multipage-outline-links-4p.pdf'), { bookmarks: [] }));
    expect(qpdfOutline(outputBytes(outputs[0]))).toEqual([]);
  });

  it('refuses a bookmark leading past the last page, naming it', async () => {
    const bookmarks = [{ title: 'Appendix', page: 9, children: [] }];
    await expect(saveBookmarks(jobOf(corpusFile('multipage-outline-links-4p.pdf'), { bookmarks }))).rejects.toMatchObject({
      code: 'bad-params', message: 'Bookmark 1 (“Appendix”) leads to page 9, but the file has 4 pages.',
    });
  });
});
