import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { degrees, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { organizePdf } from './organize-pdf';
import { inlineNamedDestinations } from './named-destinations';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { linkSummary, pageObjectCount, sizesAndRotations, textFieldValues } from '../../../test/readers/pdf-structure';
import { outlineFixtureBytes } from '../../../test/fixtures/outline-fixture';
import { outlineLines, qpdfOutline } from '../../../test/readers/qpdf-outline';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';

const outline = corpusFile('multipage-outline-links-4p.pdf');
const mixedSizes = corpusFile('large-jpeg-qa-document-6p.pdf');

describe('organizePdf', () => {
  it('puts the pages in the new order and leaves out the pages not named', async () => {
    const source = await pageTexts(outline.bytes);
    const [part] = (await organizePdf(jobOf(outline, { order: '3,1,4', rotate: '' }))).outputs;
    expect(part.name).toBe('multipage-outline-links-4p-organized.pdf');
    expect(part.pages).toBe(3);
    expect(await pageTexts(outputBytes(part))).toEqual([source[2], source[0], source[3]]);
  });

  it('reads ranges in the order as their pages', async () => {
    const source = await pageTexts(outline.bytes);
    const [part] = (await organizePdf(jobOf(outline, { order: '3-4,1', rotate: '' }))).outputs;
    expect(await pageTexts(outputBytes(part))).toEqual([source[2], source[3], source[0]]);
  });

  it('adds the turns to each page’s own rotation, both ways, and keeps every page size', async () => {
    const prepared = await PDFDocument.load(mixedSizes.bytes);
    prepared.getPage(1).setRotation(degrees(90));
    const file = { name: 'qa.pdf', bytes: await prepared.save() };
    const sizes = sizesAndRotations(prepared);
    const [part] = (await organizePdf(jobOf(file, { order: '6,5,4,3,2,1', rotate: '2:90,3:-90,4:180,5:360' }))).outputs;
    const output = await PDFDocument.load(outputBytes(part));
    expect(sizesAndRotations(output)).toEqual([
      sizes[5],
      [sizes[4][0], sizes[4][1], 0],
      [sizes[3][0], sizes[3][1], 180],
      [sizes[2][0], sizes[2][1], 270],
      [sizes[1][0], sizes[1][1], 180],
      sizes[0],
    ]);
    expect(new Set(sizes.map(([width]) => width)).size).toBeGreaterThan(1);
  });

  it('keeps links, following their pages to the new positions', async () => {
    const source = await PDFDocument.load(outline.bytes);
    inlineNamedDestinations(source);
    const sourceTargets = linkSummary(source).internalTargets;
    const [part] = (await organizePdf(jobOf(outline, { order: '4,3,2,1', rotate: '' }))).outputs;
    const output = await PDFDocument.load(outputBytes(part));
    const links = linkSummary(output);
    expect(links.dangling).toBe(0);
    // The contents page is now last; its links lead to the same pages, now at mirrored positions.
    expect(links.internalTargets).toEqual(sourceTargets.map((target) => 3 - target));
    expect(pageObjectCount(output)).toBe(4);
  });

  it('keeps every bookmark through moves and turns, leading to its page’s new place, in the original tree order', async () => {
    const file = { name: 'bookmarked.pdf', bytes: await outlineFixtureBytes() };
    const [part] = (await organizePdf(jobOf(file, { order: '6,3,4,5,1,2', rotate: '3:90,1:-90' }))).outputs;
    const bookmarks = qpdfOutline(outputBytes(part));
    expect(outlineLines(bookmarks)).toEqual([
      'Part One → 5', '  Section 1 → 5', '  Section 2 → 6',
      'Part Two → 2', '  Section 3 → 2', '  Section 4 → 3', '    Section 4.1 → 4',
      'Reading → -', '  Appendix → 1', '  Website → -',
    ]);
    // Part Two was closed; the others were open.
    expect(bookmarks.map((item) => [item.title, item.open])).toEqual([['Part One', true], ['Part Two', false], ['Reading', true]]);
    // MuPDF reads the same tree ("-" an open branch) and each view: page 1, turned a quarter left,
    // shows the point 72,800 of its 595 × 842 page at 842 - 800, 595 - 72 on screen.
    const path = join(mkdtempSync(join(tmpdir(), 'folio-organize-')), 'out.pdf');
    writeFileSync(path, outputBytes(part));
    expect(execFileSync('mutool', ['show', path, 'outline'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').slice(0, 3)).toEqual([
      '-\t"Part One"\t#page=5&zoom=nan,42,523',
      '|\t\t"Section 1"\t#page=5&zoom=nan,142,523',
      '|\t\t"Section 2"\t#page=6&view=Fit',
    ]);
  });

  it('keeps a bookmark’s colour and style, and opens with the bookmarks showing when the source did', async () => {
    const file = { name: 'bookmarked.pdf', bytes: await outlineFixtureBytes() };
    const [part] = (await organizePdf(jobOf(file, { order: '2,1', rotate: '' }))).outputs;
    const output = await PDFDocument.load(outputBytes(part));
    const partOne = output.catalog.lookup(PDFName.of('Outlines'), PDFDict).lookup(PDFName.of('First'), PDFDict);
    expect(partOne.lookup(PDFName.of('C'), PDFArray).asArray().map((value) => (value as PDFNumber).asNumber())).toEqual([1, 0, 0]);
    expect(partOne.lookup(PDFName.of('F'), PDFNumber).asNumber()).toBe(2);
    expect(output.catalog.lookup(PDFName.of('PageMode'))).toBe(PDFName.of('UseOutlines'));
  });

  it('keeps form fields and their values', async () => {
    const form = corpusFile('form-acroform-irs1040-prefilled.pdf');
    const [part] = (await organizePdf(jobOf(form, { order: '2,1', rotate: '' }))).outputs;
    const output = await PDFDocument.load(outputBytes(part));
    expect(textFieldValues(output)).toEqual(textFieldValues(await PDFDocument.load(form.bytes)));
  });

  it.each([
    ['', 'Keep at least one page'],
    ['1,2,2', 'Page 2 appears twice'],
    ['1,9', 'Page 9 does not exist: this document has 4 pages'],
    ['1,x', '"x" is not a page or a range'],
    ['1-3,2', 'Page 2 appears twice'],
  ])('refuses the order %j as bad-params: %s', async (order, message) => {
    await expect(organizePdf(jobOf(outline, { order, rotate: '' }))).rejects.toMatchObject({ code: 'bad-params', message: expect.stringContaining(message) });
  });

  it('refuses turns that are not page:degrees in steps of 90', async () => {
    await expect(organizePdf(jobOf(outline, { order: '1', rotate: '1:45' }))).rejects.toMatchObject({ code: 'bad-params' });
    await expect(organizePdf(jobOf(outline, { order: '1', rotate: 'left' }))).rejects.toMatchObject({ code: 'bad-params' });
  });
});
