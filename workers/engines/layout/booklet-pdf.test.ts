import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { bookletPdf } from './booklet-pdf';
import { defaultBookletSettings, type BookletSettings } from '../../../src/contract/booklet-pdf';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { plainWordPages, wordOf } from '../../../test/fixtures/word-pages-fixture';
import { popplerWords } from '../../../test/readers/poppler-readers';

const settings = (changes: Partial<BookletSettings>): BookletSettings => ({ ...defaultBookletSettings, ...changes });

/** Each side's words as [left half, right half] page numbers (null for a blank half), read by pdftotext. */
async function sidesOf(bytes: Uint8Array): Promise<Array<[number | null, number | null]>> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page, index) => {
    const middle = page.getWidth() / 2;
    const words = popplerWords(bytes, index + 1);
    const half = (left: boolean) => {
      const word = words.find((candidate) => (candidate.xMax <= middle) === left);
      return word ? Number(word.text.replace('Word', '')) : null;
    };
    return [half(true), half(false)];
  });
}

async function booklet(pageCount: number, changes: Partial<BookletSettings> = {}) {
  return oneOutput(await bookletPdf(jobOf(await plainWordPages(pageCount), settings(changes))));
}

describe('bookletPdf', () => {
  it('orders 1, 4, 5, 8 and 19 pages for saddle stitching, padded with blanks to a multiple of 4', async () => {
    expect(await sidesOf((await booklet(1)).bytes)).toEqual([[null, 1], [null, null]]);
    expect(await sidesOf((await booklet(4)).bytes)).toEqual([[4, 1], [2, 3]]);
    expect(await sidesOf((await booklet(5)).bytes)).toEqual([[null, 1], [2, null], [null, 3], [4, 5]]);
    expect(await sidesOf((await booklet(8)).bytes)).toEqual([[8, 1], [2, 7], [6, 3], [4, 5]]);
    const nineteen = await booklet(19);
    expect(nineteen.pageCount).toBe(10);
    expect(await sidesOf(nineteen.bytes)).toEqual([
      [null, 1], [2, 19], [18, 3], [4, 17], [16, 5], [6, 15], [14, 7], [8, 13], [12, 9], [10, 11],
    ]);
  });

  it('names the file after the input, on a sheet of two pages side by side, or landscape A4', async () => {
    const same = await booklet(4);
    expect(same.name).toBe('words-booklet.pdf');
    const document = await PDFDocument.load(same.bytes);
    expect([document.getPage(0).getWidth(), document.getPage(0).getHeight()]).toEqual([800, 600]);
    const a4 = await PDFDocument.load((await booklet(4, { sheet: 'a4' })).bytes);
    expect([Math.round(a4.getPage(0).getWidth()), Math.round(a4.getPage(0).getHeight())]).toEqual([842, 595]);
  });

  it('swaps the halves for right binding, and puts pages in order for cutting', async () => {
    expect(await sidesOf((await booklet(4, { binding: 'right' })).bytes)).toEqual([[1, 4], [3, 2]]);
    const cut = await booklet(5, { mode: 'two-up' });
    expect(cut.name).toBe('words-2-up.pdf');
    expect(await sidesOf(cut.bytes)).toEqual([[1, 2], [3, 4], [5, null]]);
  });

  it('moves the inner sheet\'s pages towards the spine by the creep, the outer sheet\'s not at all', async () => {
    const plain = await booklet(8);
    const crept = await booklet(8, { creep: 20 });
    const x = (bytes: Uint8Array, side: number, page: number) => popplerWords(bytes, side).find((word) => word.text === wordOf(page))!.xMin;
    // Sheet 1 (inner): page 6 on the left half moves right by 2 mm, page 3 on the right moves left.
    expect(x(crept.bytes, 3, 6) - x(plain.bytes, 3, 6)).toBeCloseTo(5.67, 1);
    expect(x(crept.bytes, 3, 3) - x(plain.bytes, 3, 3)).toBeCloseTo(-5.67, 1);
    expect(x(crept.bytes, 1, 8)).toBeCloseTo(x(plain.bytes, 1, 8), 1);
  });
});
