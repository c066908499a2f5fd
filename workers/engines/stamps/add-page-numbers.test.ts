import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { displayedText } from '../../../test/readers/pdf-inspect';
import { undrawnCharacters } from '../../../test/readers/notdef-glyphs';
import { popplerText, popplerWords } from '../../../test/readers/poppler-readers';
import { rotatedFixture } from '../../../test/fixtures/rotated-fixture';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { defaultPageNumberSettings, type PageNumberSettings } from '../../../src/contract/add-page-numbers';
import type { ProgressCallback } from '../../../src/contract/errors';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { addPageNumbers, previewPageNumbers } from './add-page-numbers';

const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
const outline = corpusFile('multipage-outline-links-4p.pdf');
const settings = (changes: Partial<PageNumberSettings>) => ({ ...defaultPageNumberSettings, ...changes });
/** Labels get a prefix that the corpus text never contains, so the checks find only our numbers. */
const marked = (changes: Partial<PageNumberSettings>) => settings({ prefix: '~~', ...changes });
/** The one-file job as the local API hands it over; its one output as bytes, with the facts. */
const number = async (file: NamedPdf, chosen: PageNumberSettings, onProgress?: ProgressCallback) => oneOutput(await addPageNumbers(jobOf(file, chosen), onProgress));

async function labelsOnPages(bytes: Uint8Array) {
  const pages = await displayedText(bytes);
  return pages.map((page) => page.items.filter((item) => item.str.startsWith('~~')));
}

describe('addPageNumbers', () => {
  it('numbers every page 1…14 at the bottom centre with the spec defaults', async () => {
    const result = await number(tracemonkey, marked({}));
    expect(result).toMatchObject({ name: 'multipage-text-tracemonkey-14p-numbered.pdf', pageCount: 14 });
    const pages = await displayedText(result.bytes);
    pages.forEach((page, index) => {
      const label = page.items.find((item) => item.str === `~~${index + 1}`)!;
      expect(label, `page ${index + 1}`).toBeDefined();
      // Centred, baseline 30 pt above the bottom edge (display y runs down).
      expect(label.x + label.width / 2).toBeCloseTo(page.width / 2, 0);
      expect(page.height - label.y).toBeCloseTo(30, 0);
    });
  });

  it('writes Roman numerals from the starting number, with prefix and suffix, only on the chosen pages', async () => {
    const result = await number(tracemonkey, settings({ format: 'roman', start: 4, prefix: 'Page ', suffix: ' •', pages: '2-4, 9' }));
    const texts = await pageTexts(result.bytes);
    expect(texts[1]).toContain('Page IV •');
    expect(texts[2]).toContain('Page V •');
    expect(texts[3]).toContain('Page VI •');
    expect(texts[8]).toContain('Page VII •');
    [0, 4, 5, 6, 7, 9, 10, 11, 12, 13].forEach((index) => expect(texts[index], `page ${index + 1}`).not.toContain(' •'));
    expect(result.stampedPages).toEqual([2, 3, 4, 9]);
  });

  it('writes numbers as words and skips the first page when asked', async () => {
    const result = await number(tracemonkey, marked({ format: 'text', pages: 'skip-first', start: 20 }));
    const labels = await labelsOnPages(result.bytes);
    expect(labels[0]).toEqual([]);
    expect(labels[1].map((item) => item.str)).toEqual(['~~twenty']);
    expect(labels[2].map((item) => item.str)).toEqual(['~~twenty-one']);
    expect(labels[13].map((item) => item.str)).toEqual(['~~thirty-two']);
  });

  it('places the number at the top right, the margins measured from the page edges', async () => {
    const result = await number(outline, marked({ position: 'top', alignment: 'right', marginX: 70, marginY: 40, size: 20 }));
    const [page] = await displayedText(result.bytes);
    const label = page.items.find((item) => item.str === '~~1')!;
    expect(label.x + label.width).toBeCloseTo(page.width - 70, 0);
    // The tops of the letters (the font's ascent, about 0.9 em for Arimo) sit 40 pt below the top edge.
    expect(label.y).toBeGreaterThan(40 + 14);
    expect(label.y).toBeLessThan(40 + 20);
  });

  it('puts numbers upright at the visual bottom of rotated and cropped pages', async () => {
    const result = await number(await rotatedFixture(), marked({ alignment: 'left', marginX: 25 }));
    const pages = await displayedText(result.bytes);
    expect(pages[1]).toMatchObject({ width: 600, height: 400 });
    pages.forEach((page, index) => {
      const label = page.items.find((item) => item.str === `~~${index + 1}`)!;
      expect(label, `page ${index + 1}`).toBeDefined();
      expect(label.direction[0]).toBeCloseTo(1, 5);
      expect(label.direction[1]).toBeCloseTo(0, 5);
      expect(label.x).toBeCloseTo(25, 0);
      expect(page.height - label.y).toBeCloseTo(30, 0);
    });
  });

  it('keeps page sizes, rotations, links and form fields', async () => {
    const form = corpusFile('form-acroform-irs1040-prefilled.pdf');
    for (const file of [form, await rotatedFixture()]) {
      const before = await PDFDocument.load(file.bytes);
      const after = await PDFDocument.load((await number(file, settings({}))).bytes);
      expect(after.getPages().map((page) => [page.getSize(), page.getRotation().angle, page.node.Annots()?.size() ?? 0]))
        .toEqual(before.getPages().map((page) => [page.getSize(), page.getRotation().angle, page.node.Annots()?.size() ?? 0]));
      expect(after.getForm().getFields().map((field) => field.getName())).toEqual(before.getForm().getFields().map((field) => field.getName()));
    }
  });

  it('draws prefixes in other scripts with the embedded fonts, and the text can be extracted', async () => {
    const result = await number(outline, settings({ prefix: 'Страница ', suffix: ' · σελίδα', font: 'Times New Roman' }));
    const texts = await pageTexts(result.bytes);
    expect(texts[2]).toContain('Страница 3 · σελίδα');
    // Subset fonts: four one-line labels add a few kilobytes, not whole fonts.
    expect(result.bytes.length - outline.bytes.length).toBeLessThan(40_000);
  });

  it('numbers pages in Arabic, Hindi, Thai and Chinese, right to left where the label is, every glyph drawn', async () => {
    const labels = [{ prefix: 'صفحة ', suffix: '' }, { prefix: 'पृष्ठ ', suffix: '' }, { prefix: 'หน้า ', suffix: '' }, { prefix: '第', suffix: '页' }];
    for (const { prefix, suffix } of labels) {
      const result = await number(outline, settings({ prefix, suffix }));
      expect(await undrawnCharacters(result.bytes), prefix).toEqual([]);
      const text = popplerText(result.bytes, 3).normalize('NFKC');
      if (prefix !== 'صفحة ') expect(text, prefix).toContain(`${prefix}3${suffix}`);
      else {
        // A right-to-left label starts at the right: the number stands left of the Arabic word.
        expect(text).toContain('صفحة');
        const words = popplerWords(result.bytes, 3).filter((word) => word.yMin > 780);
        const three = words.find((word) => word.text.includes('3'))!;
        const arabic = words.find((word) => /[\u0600-\u06ff]/u.test(word.text))!;
        expect(three.xMax).toBeLessThan(arabic.xMin + 1);
      }
    }
  });

  it('reports progress page by page', async () => {
    const seen: number[] = [];
    await number(outline, settings({}), (done) => seen.push(done));
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses bad settings and pages with a bad-params error naming the problem', async () => {
    await expect(number(outline, settings({ pages: '2-9' }))).rejects.toMatchObject({
      code: 'bad-params', message: 'Page 9 does not exist: this document has 4 pages',
    });
    await expect(number(outline, settings({ format: 'roman', start: 0 }))).rejects.toMatchObject({
      code: 'bad-params', message: expect.stringContaining('Roman numerals run from 1 to 3999'),
    });
    await expect(number(outline, settings({ size: 30 }))).rejects.toMatchObject({
      code: 'bad-params', message: 'The font size must be a number from 8 to 24.',
    });
    await expect(number(outline, settings({ marginX: 12 }))).rejects.toMatchObject({ code: 'bad-params' });
    await expect(number(corpusFile('encrypted-userpw-01.pdf'), settings({}))).rejects.toMatchObject({ code: 'encrypted' });
    await expect(addPageNumbers(jobOf([], settings({})))).rejects.toMatchObject({ code: 'bad-params', message: 'Add a file to process.' });
  });
});

describe('previewPageNumbers', () => {
  it('is the first numbered page alone, numbered exactly as in the full run', async () => {
    const chosen = marked({ pages: 'skip-first', format: 'roman', position: 'top', alignment: 'left' });
    const source = { key: 'tracemonkey', name: tracemonkey.name, file: new Blob([tracemonkey.bytes as BlobPart]) };
    const preview = await previewPageNumbers({ source, settings: chosen });
    expect(preview).toMatchObject({ pageNumber: 2, pageCount: 14 });
    const [previewPage] = await displayedText(preview.bytes);
    const fullPage = (await displayedText((await number(tracemonkey, chosen)).bytes))[1];
    expect(previewPage.items).toEqual(fullPage.items);
    expect(previewPage.items.find((item) => item.str === '~~I')).toBeDefined();
  });
});
