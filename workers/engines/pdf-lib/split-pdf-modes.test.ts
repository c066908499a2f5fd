// Split PDF's modes past the spec's two: by bookmarks, by size, into equal parts, odd and even pages,
// at blank separator pages; and where the bookmarks start (the screen's count before the split).
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { splitPdf } from './split-pdf';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { outlineFixtureBytes } from '../../../test/fixtures/outline-fixture';
import { outlineLines, qpdfOutline } from '../../../test/readers/qpdf-outline';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { bookmarkPartStarts, defaultSplitSettings, type SplitSettings } from '../../../src/contract/split-pdf';
import { separatorStackFixture } from '../../../test/fixtures/layout-detection-fixtures';
import { splitBookmarks } from './split-bookmarks';

const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
const outline = corpusFile('multipage-outline-links-4p.pdf');
const settings = (change: Partial<SplitSettings>): SplitSettings => ({ ...defaultSplitSettings, ...change });
const namesAndPages = (outputs: Array<{ name: string; pages?: number }>) => outputs.map((part) => [part.name, part.pages]);

describe('splitPdf by bookmarks', () => {
  const bookmarked = async () => ({ name: 'bookmarked.pdf', bytes: await outlineFixtureBytes() });

  it('level 1: one part per top-level bookmark, named after it and numbered in order', async () => {
    const { outputs } = await splitPdf(jobOf(await bookmarked(), settings({ mode: 'bookmarks', level: 1 })));
    expect(namesAndPages(outputs)).toEqual([['bookmarked-01-Part One.pdf', 2], ['bookmarked-02-Part Two.pdf', 4]]);
    // Each part keeps the bookmarks of its pages, as every split does.
    expect(outlineLines(qpdfOutline(outputBytes(outputs[0])))).toEqual([
      'Part One → 1', '  Section 1 → 1', '  Section 2 → 2', 'Reading → -', '  Website → -',
    ]);
  });

  it('levels 2 and 3 split at deeper bookmarks too; bookmarks on one page start one part, named after the first', async () => {
    const two = await splitPdf(jobOf(await bookmarked(), settings({ mode: 'bookmarks', level: 2 })));
    expect(namesAndPages(two.outputs)).toEqual([
      ['bookmarked-01-Part One.pdf', 1], ['bookmarked-02-Section 2.pdf', 1], ['bookmarked-03-Part Two.pdf', 1],
      ['bookmarked-04-Section 4.pdf', 2], ['bookmarked-05-Appendix.pdf', 1],
    ]);
    const three = await splitPdf(jobOf(await bookmarked(), settings({ mode: 'bookmarks', level: 3 })));
    expect(namesAndPages(three.outputs).slice(3)).toEqual([
      ['bookmarked-04-Section 4.pdf', 1], ['bookmarked-05-Section 4.1.pdf', 1], ['bookmarked-06-Appendix.pdf', 1],
    ]);
    expect((await pageTexts(outputBytes(three.outputs[4]))).join(' ')).toContain('Page 5');
  });

  it('makes the pages before the first bookmark a part of their own (a pdfTeX file: GoTo actions to named destinations)', async () => {
    const { outputs } = await splitPdf(jobOf(outline, settings({ mode: 'bookmarks', level: 1 })));
    expect(namesAndPages(outputs)).toEqual([
      ['multipage-outline-links-4p-01-page-1.pdf', 1], ['multipage-outline-links-4p-02-Foo.pdf', 1],
      ['multipage-outline-links-4p-03-Bar.pdf', 1], ['multipage-outline-links-4p-04-Bar.pdf', 1],
    ]);
    const source = await pageTexts(outline.bytes);
    const texts = await Promise.all(outputs.map((part) => pageTexts(outputBytes(part))));
    expect(texts.flat()).toEqual(source);
  });

  it('names parts safely for file systems, keeping letters of every script', async () => {
    const document = await PDFDocument.create();
    const pages = [1, 2, 3].map(() => document.addPage());
    const titles = ['Chapter 1: What/Why?', '  Ünïcode 日本語 "quoted" <tag> | a*b\u0007  ', '...'];
    const { context } = document;
    const rootRef = context.nextRef();
    const refs = titles.map(() => context.nextRef());
    titles.forEach((title, index) => context.assign(refs[index], context.obj({
      Title: PDFHexString.fromText(title), Parent: rootRef, Dest: [pages[index].ref, 'Fit'], ...(index < 2 ? { Next: refs[index + 1] } : {}),
    })));
    context.assign(rootRef, context.obj({ Type: 'Outlines', First: refs[0], Last: refs[2], Count: 3 }));
    document.catalog.set(PDFName.of('Outlines'), rootRef);
    const { outputs } = await splitPdf(jobOf({ name: 'titles.pdf', bytes: await document.save() }, settings({ mode: 'bookmarks' })));
    expect(outputs.map((part) => part.name)).toEqual([
      'titles-01-Chapter 1 What Why.pdf', 'titles-02-Ünïcode 日本語 quoted tag a b.pdf', 'titles-03-page-3.pdf',
    ]);
  });

  it('refuses a file without bookmarks with a bad-params message that offers the other modes', async () => {
    await expect(splitPdf(jobOf(tracemonkey, settings({ mode: 'bookmarks', level: 2 })))).rejects.toMatchObject({
      code: 'bad-params', message: expect.stringMatching(/^This PDF has no bookmarks.*range, every N pages, size, equal parts or odd and even pages/),
    });
  });
});

describe('splitPdf by size', () => {
  const megabyte = 1024 * 1024;

  it.each([
    ['multipage-mixed-geotopo-117p.pdf', 0.25],
    ['large-jpeg-qa-document-6p.pdf', 0.5],
  ])('%s at %s MB: no part over the limit (but a page alone), every page kept in order', async (name, maxMegabytes) => {
    const file = corpusFile(name);
    const sourcePages = (await PDFDocument.load(file.bytes)).getPageCount();
    const { outputs, facts } = await splitPdf(jobOf(file, settings({ mode: 'size', maxMegabytes })));
    expect(outputs.length).toBeGreaterThan(1);
    for (const [index, part] of outputs.entries()) {
      const { length } = outputBytes(part);
      if (facts.overLimitParts.includes(index)) expect(part.pages).toBe(1);
      else expect(length).toBeLessThanOrEqual(maxMegabytes * megabyte);
      expect((await PDFDocument.load(outputBytes(part))).getPageCount()).toBe(part.pages);
    }
    expect(outputs.reduce((sum, part) => sum + (part.pages ?? 0), 0)).toBe(sourcePages);
    // Parts are as large as fit: a part and the first page of the next would not.
    expect(outputs[0].name).toMatch(/-pages?-1(-\d+)?\.pdf$/);
  });

  it('makes one part of a file under the limit', async () => {
    const { outputs, facts } = await splitPdf(jobOf(tracemonkey, settings({ mode: 'size', maxMegabytes: 10 })));
    expect(namesAndPages(outputs)).toEqual([['multipage-text-tracemonkey-14p-pages-1-14.pdf', 14]]);
    expect(facts.overLimitParts).toEqual([]);
  });

  it('a page larger than the limit on its own is its own part, and the facts say which', async () => {
    const { outputs, facts } = await splitPdf(jobOf(corpusFile('large-jpeg-qa-document-6p.pdf'), settings({ mode: 'size', maxMegabytes: 0.1 })));
    expect(outputs.map((part) => part.pages)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(facts.overLimitParts.length).toBeGreaterThan(0);
    for (const index of facts.overLimitParts) expect(outputBytes(outputs[index]).length).toBeGreaterThan(0.1 * megabyte);
  });
});

describe('splitPdf into equal parts, odd and even', () => {
  it('N equal parts: page counts differ by at most one, the longer first', async () => {
    const { outputs } = await splitPdf(jobOf(tracemonkey, settings({ mode: 'equal', parts: 4 })));
    expect(namesAndPages(outputs)).toEqual([
      ['multipage-text-tracemonkey-14p-pages-1-4.pdf', 4], ['multipage-text-tracemonkey-14p-pages-5-8.pdf', 4],
      ['multipage-text-tracemonkey-14p-pages-9-11.pdf', 3], ['multipage-text-tracemonkey-14p-pages-12-14.pdf', 3],
    ]);
  });

  it('refuses more parts than pages', async () => {
    await expect(splitPdf(jobOf(outline, settings({ mode: 'equal', parts: 5 })))).rejects.toMatchObject({
      code: 'bad-params', message: 'This PDF has 4 pages: it cannot be split into 5 parts.',
    });
  });

  it('odd and even pages: two files, each with its pages in order', async () => {
    const source = await pageTexts(tracemonkey.bytes);
    const { outputs } = await splitPdf(jobOf(tracemonkey, settings({ mode: 'odd-even' })));
    expect(namesAndPages(outputs)).toEqual([
      ['multipage-text-tracemonkey-14p-odd-pages.pdf', 7], ['multipage-text-tracemonkey-14p-even-pages.pdf', 7],
    ]);
    expect(await pageTexts(outputBytes(outputs[0]))).toEqual(source.filter((_, index) => index % 2 === 0));
    expect(await pageTexts(outputBytes(outputs[1]))).toEqual(source.filter((_, index) => index % 2 === 1));
  });
});

describe('splitPdf at blank separator pages', () => {
  it('makes one part per run of pages between blank sheets, leaving the sheets out (two in a row end one part, one at the end none)', async () => {
    const stack = { name: 'stack.pdf', bytes: await separatorStackFixture() };
    const { outputs } = await splitPdf(jobOf(stack, settings({ mode: 'blank' })));
    expect(namesAndPages(outputs)).toEqual([['stack-pages-1-2.pdf', 2], ['stack-page-4.pdf', 1], ['stack-page-7.pdf', 1]]);
    expect(await pageTexts(outputBytes(outputs[2]))).toEqual(['Invoice 3']);
  });

  it('says so when no page is blank at the threshold, offering the other modes', async () => {
    await expect(splitPdf(jobOf(tracemonkey, settings({ mode: 'blank', threshold: 5 })))).rejects.toMatchObject({
      code: 'bad-params', message: expect.stringMatching(/^No blank separator pages were found at this ink threshold\. Raise the threshold, or split by range/),
    });
  });

  it('refuses a file whose every page is blank at the threshold', async () => {
    const blank = await PDFDocument.create();
    blank.addPage();
    blank.addPage();
    await expect(splitPdf(jobOf({ name: 'empty.pdf', bytes: await blank.save() }, settings({ mode: 'blank' })))).rejects.toMatchObject({
      code: 'bad-params', message: 'Every page looks blank at this setting: lower the ink threshold.',
    });
  });
});

describe('splitBookmarks', () => {
  it('gives every bookmark that leads to a page, with its level and 1-based page, in outline order', async () => {
    const { facts } = await splitBookmarks(jobOf(outline, {}));
    expect(facts.starts.length).toBeGreaterThan(0);
    expect(facts.starts.every(({ page, level }) => page >= 1 && page <= 4 && level >= 1 && level <= 3)).toBe(true);
    // The screen's count is the engine's: the parts of a level-1 split start where its plan says.
    const { outputs } = await splitPdf(jobOf(outline, settings({ mode: 'bookmarks', level: 1 })));
    expect(bookmarkPartStarts(facts.starts, 1)).toHaveLength(outputs.length);
  });

  it('gives none for a file without bookmarks', async () => {
    expect((await splitBookmarks(jobOf(tracemonkey, {}))).facts.starts).toEqual([]);
  });
});
