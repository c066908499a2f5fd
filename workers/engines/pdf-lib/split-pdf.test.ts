import { describe, expect, it } from 'vitest';
import { degrees, PDFDocument, PDFName } from 'pdf-lib';
import { splitPdf } from './split-pdf';
import { collectJobNotices } from '../../runtime/job-notices';
import { inlineNamedDestinations } from './named-destinations';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import {
  linkSummary, pageObjectCount, sizesAndRotations, textFieldValues, widgetObjectCount, widgetsOnPages,
} from '../../../test/readers/pdf-structure';
import { outlineFixtureBytes } from '../../../test/fixtures/outline-fixture';
import { outlineLines, qpdfOutline } from '../../../test/readers/qpdf-outline';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';

const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
const outline = corpusFile('multipage-outline-links-4p.pdf');
const form = corpusFile('form-acroform-irs1040-prefilled.pdf');

describe('splitPdf', () => {
  it('makes one file per typed range, each with exactly those pages, named after the input', async () => {
    const source = await pageTexts(tracemonkey.bytes);
    const { outputs: parts } = await splitPdf(jobOf(tracemonkey, { mode: 'range', range: '1-3, 5, 12-end', every: 1 }));
    expect(parts.map((part) => [part.name, part.pages])).toEqual([
      ['multipage-text-tracemonkey-14p-pages-1-3.pdf', 3],
      ['multipage-text-tracemonkey-14p-page-5.pdf', 1],
      ['multipage-text-tracemonkey-14p-pages-12-14.pdf', 3],
    ]);
    expect(await pageTexts(outputBytes(parts[0]))).toEqual(source.slice(0, 3));
    expect(await pageTexts(outputBytes(parts[1]))).toEqual([source[4]]);
    expect(await pageTexts(outputBytes(parts[2]))).toEqual(source.slice(11));
  });

  it('keeps overlapping ranges as separate files, with unique names', async () => {
    const { outputs: parts } = await splitPdf(jobOf(outline, { mode: 'range', range: '1-2,1-2', every: 1 }));
    expect(parts.map((part) => part.name)).toEqual([
      'multipage-outline-links-4p-pages-1-2.pdf', 'multipage-outline-links-4p-pages-1-2 (2).pdf',
    ]);
  });

  it('starts a new file every N pages, the last one shorter', async () => {
    const source = await pageTexts(tracemonkey.bytes);
    const { outputs: parts } = await splitPdf(jobOf(tracemonkey, { mode: 'every', range: '', every: 4 }));
    expect(parts.map((part) => part.pages)).toEqual([4, 4, 4, 2]);
    const texts = await Promise.all(parts.map((part) => pageTexts(outputBytes(part))));
    expect(texts.flat()).toEqual(source);
    expect(parts[3].name).toBe('multipage-text-tracemonkey-14p-pages-13-14.pdf');
  });

  it('every 1 gives one file per page', async () => {
    const { outputs: parts } = await splitPdf(jobOf(outline, { mode: 'every', range: '', every: 1 }));
    expect(parts.map((part) => part.name)).toEqual([1, 2, 3, 4].map((page) => `multipage-outline-links-4p-page-${page}.pdf`));
  });

  it('keeps links to pages inside a part and drops links to pages outside it, without hidden pages', async () => {
    const expected = await PDFDocument.load(outline.bytes);
    inlineNamedDestinations(expected);
    // Page 1 is a table of contents that links to pages 2-4.
    const sourceLinks = linkSummary(expected).internalTargets;
    expect(sourceLinks.length).toBeGreaterThan(0);

    const [first, rest] = (await splitPdf(jobOf(outline, { mode: 'range', range: '1-2,3-4', every: 1 }))).outputs;
    const firstDocument = await PDFDocument.load(outputBytes(first));
    const links = linkSummary(firstDocument);
    expect(links.dangling).toBe(0);
    expect(links.internalTargets).toEqual(sourceLinks.filter((target) => target < 2));
    expect(pageObjectCount(firstDocument)).toBe(2);
    expect(pageObjectCount(await PDFDocument.load(outputBytes(rest)))).toBe(2);
  });

  it('keeps an annotation that sits on a kept page and on a page left out (one link object on every page)', async () => {
    const shared = await PDFDocument.create();
    const [first, second] = [shared.addPage(), shared.addPage()];
    const link = shared.context.register(shared.context.obj({
      Type: 'Annot', Subtype: 'Link', Rect: [10, 10, 110, 30], Border: [0, 0, 0], Dest: [first.ref, 'Fit'],
    }));
    for (const page of [first, second]) page.node.set(PDFName.of('Annots'), shared.context.obj([link]));
    const parts = (await splitPdf(jobOf({ name: 'shared.pdf', type: 'application/pdf', bytes: await shared.save() }, { mode: 'every', range: '', every: 1 }))).outputs;
    const links = await Promise.all(parts.map(async (part) => linkSummary(await PDFDocument.load(outputBytes(part)))));
    // On page 1 the link leads to its own page; on page 2 its target went to the other part, so it goes.
    expect(links.map(({ internalTargets, dangling }) => [internalTargets, dangling])).toEqual([[[0], 0], [[], 0]]);
  });

  it('keeps page sizes, rotations and form fields of the pages in each part', async () => {
    const rotated = await PDFDocument.load(form.bytes);
    rotated.getPage(1).setRotation(degrees(90));
    const file = { name: 'form.pdf', bytes: await rotated.save() };
    const [one, two] = (await splitPdf(jobOf(file, { mode: 'every', range: '', every: 1 }))).outputs;
    const [oneDocument, twoDocument] = await Promise.all([PDFDocument.load(outputBytes(one)), PDFDocument.load(outputBytes(two))]);
    expect([...sizesAndRotations(oneDocument), ...sizesAndRotations(twoDocument)]).toEqual(sizesAndRotations(rotated));

    const perPage = widgetsOnPages(rotated);
    expect(perPage.every((count) => count > 0)).toBe(true);
    for (const [index, part] of [oneDocument, twoDocument].entries()) {
      // The page's widgets come along, and no widget of the other page is dragged in unseen.
      expect(widgetsOnPages(part)).toEqual([perPage[index]]);
      expect(widgetObjectCount(part)).toBe(perPage[index]);
    }
    // Filled-in values travel with their fields.
    const values = textFieldValues(rotated);
    const kept = new Map([...textFieldValues(oneDocument), ...textFieldValues(twoDocument)]);
    expect(values.size).toBeGreaterThan(0);
    expect(kept).toEqual(values);
  });

  it('gives each range the bookmarks of its pages, at their new page numbers, nested as before', async () => {
    const file = { name: 'bookmarked.pdf', bytes: await outlineFixtureBytes() };
    const [one, two] = (await splitPdf(jobOf(file, { mode: 'range', range: '1-2,3-6', every: 1 }))).outputs;
    expect(outlineLines(qpdfOutline(outputBytes(one)))).toEqual([
      'Part One → 1', '  Section 1 → 1', '  Section 2 → 2',
      // The web link belongs to no page, so every part keeps it, with the title that groups it.
      'Reading → -', '  Website → -',
    ]);
    expect(outlineLines(qpdfOutline(outputBytes(two)))).toEqual([
      'Part Two → 1', '  Section 3 → 1', '  Section 4 → 2', '    Section 4.1 → 3',
      'Reading → -', '  Appendix → 4', '  Website → -',
    ]);
  });

  it('every N pages: a bookmark whose page went to another part is dropped and its children move up', async () => {
    const file = { name: 'bookmarked.pdf', bytes: await outlineFixtureBytes() };
    const parts = (await splitPdf(jobOf(file, { mode: 'every', range: '', every: 2 }))).outputs;
    expect(parts.map((part) => outlineLines(qpdfOutline(outputBytes(part))))).toEqual([
      ['Part One → 1', '  Section 1 → 1', '  Section 2 → 2', 'Reading → -', '  Website → -'],
      ['Part Two → 1', '  Section 3 → 1', '  Section 4 → 2', 'Reading → -', '  Website → -'],
      // Part Two (page 3) and Section 4 (page 4) are in the part before: Section 4.1 comes up to the top.
      ['Section 4.1 → 1', 'Reading → -', '  Appendix → 2', '  Website → -'],
    ]);
  });

  it('keeps the bookmarks of a pdfTeX file (GoTo actions to named destinations) in the part of their pages', async () => {
    const [first, rest] = (await splitPdf(jobOf(outline, { mode: 'range', range: '1-2,3-4', every: 1 }))).outputs;
    expect(outlineLines(qpdfOutline(outputBytes(first)))).toEqual(['Foo → 2', 'Bar → 2', 'Baz → 2', 'Foo → 2']);
    expect(outlineLines(qpdfOutline(outputBytes(rest)))).toEqual(['Bar → 1', 'Baz → 1', 'Foo → 1', 'Bar → 2', 'Baz → 2']);
  });

  it('refuses a bad range with the parser message as bad-params', async () => {
    await expect(splitPdf(jobOf(outline, { mode: 'range', range: '1-3, 42', every: 1 }))).rejects.toMatchObject({
      code: 'bad-params', message: 'Page 42 does not exist: this document has 4 pages',
    });
    await expect(splitPdf(jobOf(outline, { mode: 'range', range: '', every: 1 }))).rejects.toMatchObject({ code: 'bad-params' });
  });

  it('refuses a file that needs a password with the shared error', async () => {
    await expect(splitPdf(jobOf(corpusFile('encrypted-userpw-01.pdf'), { mode: 'every', range: '', every: 1 }))).rejects.toMatchObject({ code: 'encrypted' });
  });

  it('repairs a damaged file first (safety net), splits it and says so in a notice', async () => {
    const { value, notices } = await collectJobNotices(() => splitPdf(jobOf(corpusFile('broken-xref-01.pdf'), { mode: 'every', range: '', every: 1 })));
    expect(value.outputs).toHaveLength(3);
    expect(notices).toEqual([{ kind: 'repaired', fileName: 'broken-xref-01.pdf' }]);
  });

  it('reports progress per page copied and per file written, ending at the total', async () => {
    const seen: Array<[number, number]> = [];
    await splitPdf(jobOf(outline, { mode: 'every', range: '', every: 1 }), (done, total) => seen.push([done, total]));
    // Four one-page files: a page copied, then that file written (a quarter page, rounded up), each time.
    expect(seen.map(([done]) => done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(seen.every(([, total]) => total === 8)).toBe(true);
  });

  it('reports a long split at most once per percent, ending at the total', async () => {
    const geotopo = corpusFile('multipage-mixed-geotopo-117p.pdf');
    const seen: number[] = [];
    await splitPdf(jobOf(geotopo, { mode: 'every', range: '', every: 1 }), (done) => seen.push(done));
    // 117 pages copied and 117 one-page files written: 234 steps, reported in at most 101 updates.
    expect(seen.length).toBeLessThanOrEqual(101);
    expect(seen.length).toBeGreaterThan(50);
    expect(seen.at(-1)).toBe(234);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});
