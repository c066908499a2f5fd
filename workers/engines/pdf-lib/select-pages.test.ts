import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { extractPages, removePages } from './select-pages';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { linkSummary, pageObjectCount, sizesAndRotations, widgetObjectCount, widgetsOnPages } from '../../../test/readers/pdf-structure';
import { outlineFixtureBytes } from '../../../test/fixtures/outline-fixture';
import { outlineLines, qpdfOutline } from '../../../test/readers/qpdf-outline';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';

const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
const mixedSizes = corpusFile('large-jpeg-qa-document-6p.pdf');
const form = corpusFile('form-acroform-irs1040-prefilled.pdf');

describe('removePages', () => {
  it('leaves out exactly the named pages, keeping the others in order', async () => {
    const source = await pageTexts(tracemonkey.bytes);
    const [part] = (await removePages(jobOf(tracemonkey, { pages: '2, 4-5, 14' }))).outputs;
    expect(part.name).toBe('multipage-text-tracemonkey-14p-pages-removed.pdf');
    expect(await pageTexts(outputBytes(part))).toEqual(source.filter((_, index) => ![1, 3, 4, 13].includes(index)));
  });

  it('keeps the sizes of the pages left', async () => {
    const source = sizesAndRotations(await PDFDocument.load(mixedSizes.bytes));
    const [part] = (await removePages(jobOf(mixedSizes, { pages: '1' }))).outputs;
    expect(sizesAndRotations(await PDFDocument.load(outputBytes(part)))).toEqual(source.slice(1));
  });

  it('drops the fields of a removed page and keeps the others', async () => {
    const perPage = widgetsOnPages(await PDFDocument.load(form.bytes));
    const [part] = (await removePages(jobOf(form, { pages: '1' }))).outputs;
    const output = await PDFDocument.load(outputBytes(part));
    expect(widgetsOnPages(output)).toEqual([perPage[1]]);
    expect(widgetObjectCount(output)).toBe(perPage[1]);
  });

  it('keeps the bookmarks of the pages left, at their new numbers; those of removed pages go and their children move up', async () => {
    const file = { name: 'bookmarked.pdf', bytes: await outlineFixtureBytes() };
    const [part] = (await removePages(jobOf(file, { pages: '1,4' }))).outputs;
    expect(outlineLines(qpdfOutline(outputBytes(part)))).toEqual([
      // Part One and Section 1 led to page 1; Section 4 to page 4.
      'Section 2 → 1',
      'Part Two → 2', '  Section 3 → 2', '  Section 4.1 → 3',
      'Reading → -', '  Appendix → 4', '  Website → -',
    ]);
  });

  it('refuses to remove every page', async () => {
    await expect(removePages(jobOf(form, { pages: '1-2' }))).rejects.toMatchObject({
      code: 'bad-params', message: expect.stringContaining('You cannot remove every page'),
    });
  });

  it('refuses a bad page list with the parser message', async () => {
    await expect(removePages(jobOf(form, { pages: '3' }))).rejects.toMatchObject({
      code: 'bad-params', message: 'Page 3 does not exist: this document has 2 pages',
    });
  });
});

describe('extractPages', () => {
  it('takes the named pages, in page order, into one file', async () => {
    const source = await pageTexts(tracemonkey.bytes);
    const [part, ...more] = (await extractPages(jobOf(tracemonkey, { pages: '9-10, 2', individual: false }))).outputs;
    expect(more).toEqual([]);
    expect(part.name).toBe('multipage-text-tracemonkey-14p-pages-2_9-10.pdf');
    expect(await pageTexts(outputBytes(part))).toEqual([source[1], source[8], source[9]]);
  });

  it('makes one file per page when asked for individual files', async () => {
    const source = await pageTexts(tracemonkey.bytes);
    const { outputs: parts } = await extractPages(jobOf(tracemonkey, { pages: '3-5', individual: true }));
    expect(parts.map((part) => part.name)).toEqual([3, 4, 5].map((page) => `multipage-text-tracemonkey-14p-page-${page}.pdf`));
    for (const [index, part] of parts.entries()) expect(await pageTexts(outputBytes(part))).toEqual([source[2 + index]]);
  });

  it('keeps links between extracted pages and drops the ones to pages left behind', async () => {
    const geotopo = corpusFile('multipage-mixed-geotopo-117p.pdf');
    const [part] = (await extractPages(jobOf(geotopo, { pages: '1-20', individual: false }))).outputs;
    const output = await PDFDocument.load(outputBytes(part));
    const links = linkSummary(output);
    expect(links.internalTargets.length).toBeGreaterThan(0);
    expect(links.dangling).toBe(0);
    expect(pageObjectCount(output)).toBe(20);
  });

  it('keeps the bookmarks of the extracted pages, in one file or in each page’s own file', async () => {
    const file = { name: 'bookmarked.pdf', bytes: await outlineFixtureBytes() };
    const [together] = (await extractPages(jobOf(file, { pages: '3,5', individual: false }))).outputs;
    expect(outlineLines(qpdfOutline(outputBytes(together)))).toEqual([
      'Part Two → 1', '  Section 3 → 1', '  Section 4.1 → 2', 'Reading → -', '  Website → -',
    ]);
    const apart = (await extractPages(jobOf(file, { pages: '2,6', individual: true }))).outputs;
    expect(apart.map((part) => outlineLines(qpdfOutline(outputBytes(part))))).toEqual([
      ['Section 2 → 1', 'Reading → -', '  Website → -'],
      ['Reading → -', '  Appendix → 1', '  Website → -'],
    ]);
  });

  it('names a long scattered selection by what was done', async () => {
    const pages = Array.from({ length: 14 }, (_, index) => index + 1).filter((page) => page % 2).join(',');
    const [part] = (await extractPages(jobOf(tracemonkey, { pages, individual: false }))).outputs;
    expect(part.name).toBe('multipage-text-tracemonkey-14p-pages-1_3_5_7_9_11_13.pdf');
    const geotopo = corpusFile('multipage-mixed-geotopo-117p.pdf');
    const odd = Array.from({ length: 40 }, (_, index) => index * 2 + 1).join(',');
    expect((await extractPages(jobOf(geotopo, { pages: odd, individual: false }))).outputs[0].name).toBe('multipage-mixed-geotopo-117p-extracted.pdf');
  });
});
