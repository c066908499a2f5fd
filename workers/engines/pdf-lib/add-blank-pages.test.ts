import { describe, expect, it } from 'vitest';
import { degrees, PDFDocument } from 'pdf-lib';
import { addBlankPages } from './add-blank-pages';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { wordPagesBytes, wordPagesFile } from '../../../test/fixtures/word-pages';
import { popplerPageBoxes, popplerPageTexts } from '../../../test/readers/poppler-readers';
import { linkSummary } from '../../../test/readers/pdf-structure';
import { outlineLines, qpdfOutline } from '../../../test/readers/qpdf-outline';
import { blankPagePositions, defaultAddBlankPagesSettings, type AddBlankPagesSettings } from '../../../src/contract/add-blank-pages';

const settings = (change: Partial<AddBlankPagesSettings>): AddBlankPagesSettings => ({ ...defaultAddBlankPagesSettings, ...change });

describe('addBlankPages', () => {
  it('adds a blank page after every page, each the size of the page it follows', async () => {
    const bytes = await wordPagesBytes(['one', 'two', 'three'], [[595, 842], [842, 595], [300, 400]]);
    const { outputs: [output], facts } = await addBlankPages(jobOf({ name: 'mixed.pdf', bytes }, settings({ position: 'after-every' })));
    expect(output.name).toBe('mixed-blank-pages.pdf');
    expect(output.pages).toBe(6);
    expect(facts).toEqual({ blankPages: 3 });
    expect(popplerPageTexts(outputBytes(output))).toEqual(['one', '', 'two', '', 'three', '']);
    expect(popplerPageBoxes(outputBytes(output)).map(({ width, height }) => [width, height])).toEqual([
      [595, 842], [595, 842], [842, 595], [842, 595], [300, 400], [300, 400],
    ]);
  });

  it('adds blank pages after the chosen pages, and before the first page (sized like it)', async () => {
    const file = await wordPagesFile('doc.pdf', 'p', 5);
    const after = (await addBlankPages(jobOf(file, settings({ position: 'after-pages', pages: '2, 4-5' })))).outputs[0];
    expect(popplerPageTexts(outputBytes(after))).toEqual(['p1', 'p2', '', 'p3', 'p4', '', 'p5', '']);
    const bytes = await wordPagesBytes(['first', 'second'], [[400, 300], [595, 842]]);
    const before = (await addBlankPages(jobOf({ name: 'b.pdf', bytes }, settings({ position: 'before-first' })))).outputs[0];
    expect(popplerPageTexts(outputBytes(before))).toEqual(['', 'first', 'second']);
    expect(popplerPageBoxes(outputBytes(before))[0]).toEqual({ width: 400, height: 300, rotation: 0 });
  });

  it('pads the end to a multiple of N, and adds nothing to a count already there', async () => {
    const five = await wordPagesFile('five.pdf', 'p', 5);
    const padded = await addBlankPages(jobOf(five, settings({ position: 'to-multiple', multiple: 4 })));
    expect(padded.facts).toEqual({ blankPages: 3 });
    expect(popplerPageTexts(outputBytes(padded.outputs[0]))).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', '', '', '']);
    const four = await wordPagesFile('four.pdf', 'p', 4);
    const kept = await addBlankPages(jobOf(four, settings({ position: 'to-multiple', multiple: 2 })));
    expect(kept.facts).toEqual({ blankPages: 0 });
    expect(kept.outputs[0].pages).toBe(4);
  });

  it('gives a blank page the turn of the page it follows, so it shows the same way', async () => {
    const document = await PDFDocument.load(await wordPagesBytes(['turned']));
    document.getPage(0).setRotation(degrees(90));
    const { outputs: [output] } = await addBlankPages(jobOf({ name: 't.pdf', bytes: await document.save() }, settings({})));
    expect(popplerPageBoxes(outputBytes(output))).toEqual([{ width: 595, height: 842, rotation: 90 }, { width: 595, height: 842, rotation: 90 }]);
  });

  it('keeps the corpus pages whole: text, links to their new places, bookmarks', async () => {
    const outline = corpusFile('multipage-outline-links-4p.pdf');
    const { outputs: [output] } = await addBlankPages(jobOf(outline, settings({ position: 'after-every' })));
    const source = await pageTexts(outline.bytes);
    const texts = await pageTexts(outputBytes(output));
    expect(texts.filter((_, index) => index % 2 === 0)).toEqual(source);
    const links = linkSummary(await PDFDocument.load(outputBytes(output)));
    expect(links.dangling).toBe(0);
    expect(links.internalTargets.length).toBeGreaterThan(0);
    expect(links.internalTargets.every((target) => target % 2 === 0)).toBe(true);
    expect(outlineLines(qpdfOutline(outputBytes(output))).every((line) => /→ (1|3|5|7|-)$/.test(line))).toBe(true);
  });

  it('refuses a page the file does not have, and a multiple out of range', async () => {
    expect(() => blankPagePositions(settings({ position: 'after-pages', pages: '9' }), 4)).toThrow('Page 9 does not exist: this document has 4 pages');
    expect(() => blankPagePositions(settings({ position: 'to-multiple', multiple: 1 }), 4)).toThrow('Multiple must be a number from 2 to 64.');
    const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
    await expect(addBlankPages(jobOf(tracemonkey, settings({ position: 'after-pages', pages: '' })))).rejects.toMatchObject({ code: 'bad-params' });
    await expect(addBlankPages(jobOf(tracemonkey, settings({ position: 'after-pages', pages: '15' })))).rejects.toThrow('Page 15 does not exist');
  });
});
