import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { nupPdf } from './n-up-pdf';
import { defaultNupSettings, type NupSettings } from '../../../src/contract/n-up-pdf';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { plainWordPages, wordOf, wordPagesPdf } from '../../../test/fixtures/word-pages-fixture';
import { popplerWords, type PopplerWord } from '../../../test/readers/poppler-readers';

const settings = (changes: Partial<NupSettings>): NupSettings => ({ ...defaultNupSettings, ...changes });

async function sheetSizes(bytes: Uint8Array): Promise<Array<[number, number]>> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => [Math.round(page.getWidth()), Math.round(page.getHeight())]);
}

/** Which cell of a columns × rows grid the word's centre falls in, as [column, row] from the top-left. */
function cellOf(word: PopplerWord, sheet: [number, number], columns: number, rows: number): [number, number] {
  const x = (word.xMin + word.xMax) / 2;
  const y = (word.yMin + word.yMax) / 2;
  return [Math.floor((x / sheet[0]) * columns), Math.floor((y / sheet[1]) * rows)];
}

function find(words: PopplerWord[], text: string): PopplerWord {
  const word = words.find((candidate) => candidate.text === text);
  if (!word) throw new Error(`${text} is not on the sheet: ${words.map((w) => w.text).join(' ')}`);
  return word;
}

describe('nupPdf', () => {
  it('puts pages 1–4 in the quadrants of sheet 1, across then down, and the rest on more sheets', async () => {
    const result = await oneOutput(await nupPdf(jobOf(await plainWordPages(6), settings({ perSheet: '4' }))));
    expect(result.name).toBe('words-4-up.pdf');
    expect(result.pageCount).toBe(2);
    const sizes = await sheetSizes(result.bytes);
    // Same as source, automatic orientation: portrait pages 2 × 2 on a portrait sheet.
    expect(sizes[0]).toEqual([400, 600]);
    const words = popplerWords(result.bytes, 1);
    expect([1, 2, 3, 4].map((page) => cellOf(find(words, wordOf(page)), sizes[0], 2, 2))).toEqual([[0, 0], [1, 0], [0, 1], [1, 1]]);
    expect(popplerWords(result.bytes, 2).map((word) => word.text)).toEqual([wordOf(5), wordOf(6)]);
  });

  it('orders down then across, and right to left', async () => {
    const source = await plainWordPages(4);
    const down = await oneOutput(await nupPdf(jobOf(source, settings({ order: 'down' }))));
    const rtl = await oneOutput(await nupPdf(jobOf(source, settings({ order: 'rtl' }))));
    const cells = (bytes: Uint8Array) => [1, 2, 3, 4].map((page) => cellOf(find(popplerWords(bytes, 1), wordOf(page)), [400, 600], 2, 2));
    expect(cells(down.bytes)).toEqual([[0, 0], [0, 1], [1, 0], [1, 1]]);
    expect(cells(rtl.bytes)).toEqual([[1, 0], [0, 0], [1, 1], [0, 1]]);
  });

  it('turns the sheet to landscape for 2 portrait pages, side by side, and stacks landscape pages on a portrait A4', async () => {
    const source = await plainWordPages(2);
    const auto = await oneOutput(await nupPdf(jobOf(source, settings({ perSheet: '2' }))));
    expect(await sheetSizes(auto.bytes)).toEqual([[600, 400]]);
    expect([1, 2].map((page) => cellOf(find(popplerWords(auto.bytes, 1), wordOf(page)), [600, 400], 2, 1))).toEqual([[0, 0], [1, 0]]);
    const wide = await wordPagesPdf([{ width: 600, height: 400 }, { width: 600, height: 400 }]);
    const portrait = await oneOutput(await nupPdf(jobOf(wide, settings({ perSheet: '2', sheet: 'a4', orientation: 'portrait' }))));
    expect(await sheetSizes(portrait.bytes)).toEqual([[595, 842]]);
    expect([1, 2].map((page) => cellOf(find(popplerWords(portrait.bytes, 1), wordOf(page)), [595, 842], 1, 2))).toEqual([[0, 0], [0, 1]]);
  });

  it('places the 14 pages of a real paper 4 to a sheet, each page\'s words in its quadrant', async () => {
    const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const result = await oneOutput(await nupPdf(jobOf(tracemonkey, settings({ perSheet: '4', sheet: 'a4' }))));
    expect(result.pageCount).toBe(4);
    const [sheet] = await sheetSizes(result.bytes);
    const sheetWords = popplerWords(result.bytes, 1);
    for (const [index, quadrant] of [[0, 0], [1, 0], [0, 1], [1, 1]].entries()) {
      // A long word found once in the source page and once on the sheet.
      const sourceWords = popplerWords(tracemonkey.bytes, index + 1).map((word) => word.text);
      const marker = sourceWords.find((text) => text.length >= 9 && /^[a-z]+$/i.test(text)
        && sheetWords.filter((word) => word.text === text).length === 1);
      expect(marker, `page ${index + 1}`).toBeDefined();
      expect(cellOf(find(sheetWords, marker!), sheet, 2, 2)).toEqual(quadrant);
    }
  });

  it('shows each page upright as it is viewed, whatever its /Rotate', async () => {
    const turns = [0, 90, 180, 270] as const;
    const source = await wordPagesPdf(turns.map((rotation) => ({ width: 400, height: 600, rotation, at: { x: 20, y: 60 } })));
    const result = await oneOutput(await nupPdf(jobOf(source, settings({ perSheet: '4', margin: 0, gutter: 0 }))));
    const words = popplerWords(result.bytes, 1);
    turns.forEach((_, index) => {
      const word = find(words, wordOf(index + 1));
      // Horizontal, and near the top-left corner of its quadrant.
      expect(word.xMax - word.xMin).toBeGreaterThan(word.yMax - word.yMin);
      expect(word.xMin % 200).toBeLessThan(40);
      expect(word.yMin % 300).toBeLessThan(60);
      expect(cellOf(word, [400, 600], 2, 2)).toEqual([index % 2, Math.floor(index / 2)]);
    });
  });

  it('scales a 200 × 200 inch page onto an A4 sheet, and keeps a same-size sheet within 200 inches', async () => {
    const huge = await wordPagesPdf([{ width: 14_400, height: 14_400 }, { width: 14_400, height: 14_400 }]);
    const a4 = await oneOutput(await nupPdf(jobOf(huge, settings({ perSheet: '2', sheet: 'a4' }))));
    expect(a4.pageCount).toBe(1);
    expect(popplerWords(a4.bytes, 1).map((word) => word.text)).toEqual([wordOf(1), wordOf(2)]);
    const same = await oneOutput(await nupPdf(jobOf(huge, settings({ perSheet: '2' }))));
    expect(Math.max(...(await sheetSizes(same.bytes))[0])).toBeLessThanOrEqual(14_400);
  });

  it('draws a border round each page when asked, and refuses margins that leave no room', async () => {
    const source = await plainWordPages(2);
    const plain = await oneOutput(await nupPdf(jobOf(source, settings({}))));
    const framed = await oneOutput(await nupPdf(jobOf(source, settings({ border: true }))));
    expect(framed.bytes.length).toBeGreaterThan(plain.bytes.length);
    await expect(nupPdf(jobOf(source, settings({ perSheet: '16', margin: 50, gutter: 50 })))).rejects.toMatchObject({ code: 'bad-params' });
  });
});
