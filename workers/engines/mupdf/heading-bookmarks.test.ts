import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf } from '../../../test/fixtures/engine-job';
import { reportFixture } from '../../../test/fixtures/bookmark-fixtures';
import type { BookmarkNode } from '../../../src/contract/pdf-bookmarks';
import { headingBookmarks } from './heading-bookmarks';

describe('headingBookmarks', () => {
  it('makes chapters and sections from the headings’ sizes, joining a wrapped title, leaving bold body words out', async () => {
    const { facts } = await headingBookmarks(jobOf({ name: 'report.pdf', bytes: await reportFixture() }, {}));
    expect(facts.bookmarks).toEqual([
      { title: '1 Introduction', page: 1, children: [{ title: '1.1 Background', page: 1, children: [] }] },
      { title: '2 Methods and the materials used in the study', page: 2, children: [{ title: '2.1 Sampling', page: 2, children: [] }] },
    ]);
  });

  it('finds the section headings of a real paper (tracemonkey, set in LaTeX)', async () => {
    const { facts } = await headingBookmarks(jobOf(corpusFile('multipage-text-tracemonkey-14p.pdf'), {}));
    const titles = (nodes: BookmarkNode[]): string[] => nodes.flatMap((node) => [node.title, ...titles(node.children)]);
    expect(facts.bookmarks[0]).toMatchObject({ title: 'Trace-based Just-in-Time Type Specialization for Dynamic Languages', page: 1 });
    const found = titles(facts.bookmarks);
    for (const section of ['Abstract', 'Introduction', 'Trace Trees', 'Implementation', 'Evaluation', 'Related Work', 'Conclusions', 'References']) expect(found).toContain(section);
  });
});
