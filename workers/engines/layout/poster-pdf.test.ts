import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { posterPdf } from './poster-pdf';
import { defaultPosterSettings, type PosterSettings } from '../../../src/contract/poster-pdf';
import { mmToPoints } from '../../../src/contract/paper-sizes';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { wordPagesPdf } from '../../../test/fixtures/word-pages-fixture';
import { popplerWords } from '../../../test/readers/poppler-readers';

const settings = (changes: Partial<PosterSettings>): PosterSettings => ({ ...defaultPosterSettings, ...changes });
const A0 = { width: 2383.94, height: 3370.39 };
const margin = mmToPoints(10);
const overlap = mmToPoints(10);
// A4 portrait less 10 mm margins, and the step between tiles (the printed width less the overlap).
const content = { width: 595.28 - 2 * margin, height: 841.89 - 2 * margin };
const step = { x: content.width - overlap, y: content.height - overlap };

/** An A0 plan with words at known places, from its top-left: one inside the first overlap, corners. */
async function plan(): Promise<{ name: string; bytes: Uint8Array }> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([A0.width, A0.height]);
  const word = (text: string, x: number, top: number) => page.drawText(text, { x, y: A0.height - top, size: 6, font });
  word('Overlapping', step.x + 3, 100);
  word('Alone', 100, 100);
  word('Corner', A0.width - 60, 60);
  word('Bottom', 40, A0.height - 40);
  return { name: 'plan.pdf', bytes: await document.save() };
}

async function tileSizes(bytes: Uint8Array): Promise<Array<[number, number]>> {
  return (await PDFDocument.load(bytes)).getPages().map((page) => [Math.round(page.getWidth()), Math.round(page.getHeight())]);
}

function tilesWith(bytes: Uint8Array, count: number, text: string): number[] {
  return Array.from({ length: count }, (_, index) => index + 1).filter((tile) => popplerWords(bytes, tile).some((word) => word.text === text));
}

describe('posterPdf', () => {
  it('tiles an A0 plan on 25 A4 sheets (5 × 5) in reading order, each A4', async () => {
    const result = await oneOutput(await posterPdf(jobOf(await plan(), settings({}))));
    expect(result.name).toBe('plan-poster.pdf');
    expect(result.pageCount).toBe(25);
    expect(new Set((await tileSizes(result.bytes)).map(String))).toEqual(new Set(['595,842']));
    expect(tilesWith(result.bytes, 25, 'Alone')).toEqual([1]);
    // Reading order: the top-right corner is the end of the first row, the bottom-left the start of the last.
    expect(tilesWith(result.bytes, 25, 'Corner')).toEqual([5]);
    expect(tilesWith(result.bytes, 25, 'Bottom')).toEqual([21]);
  });

  it('repeats the overlap on both neighbours, at the matching places', async () => {
    const result = await oneOutput(await posterPdf(jobOf(await plan(), settings({}))));
    expect(tilesWith(result.bytes, 25, 'Overlapping')).toEqual([1, 2]);
    const x = (tile: number) => popplerWords(result.bytes, tile).find((word) => word.text === 'Overlapping')!.xMin;
    expect(x(1)).toBeCloseTo(margin + step.x + 3, 0);
    expect(x(2)).toBeCloseTo(margin + 3, 0);
    // The same place on the plan: one tile's right edge zone is the next one's left.
    expect(x(1) - x(2)).toBeCloseTo(step.x, 1);
  });

  it('counts the sheets from the paper, its orientation, the overlap and the scale', async () => {
    const count = async (changes: Partial<PosterSettings>) => (await oneOutput(await posterPdf(jobOf(await plan(), settings(changes))))).pageCount;
    // A3 prints 756.85 × 1105.5 pt of new plan per sheet: 4 × 4.
    expect(await count({ paper: 'a3' })).toBe(16);
    // A4 landscape: 4 across, 7 down.
    expect(await count({ orientation: 'landscape' })).toBe(28);
    // Edge to edge, A0 is a hair wider and taller than 4 × 4 A4 (sizes are rounded to the millimetre).
    expect(await count({ overlap: 0, margin: 0 })).toBe(25);
    expect(await count({ scale: 50 })).toBe(9);
  });

  it('fits the page within a grid of sheets when asked, as large as the grid allows', async () => {
    const fit = async (across: number, down: number) => (await oneOutput(await posterPdf(jobOf(await plan(), settings({ sizing: 'fit', across, down }))))).pageCount;
    expect(await fit(2, 2)).toBe(4);
    // Two sheets down decide the scale; the page is then wider than 2 sheets: 3 × 2.
    expect(await fit(3, 2)).toBe(6);
    // Three sheets across decide; the page then needs 3 down of the 4 allowed.
    expect(await fit(3, 4)).toBe(9);
    expect(await fit(1, 1)).toBe(1);
  });

  it('tiles a 200 × 200 inch page, and refuses a run of more sheets than the limit', async () => {
    const huge = await wordPagesPdf([{ width: 14_400, height: 14_400 }]);
    expect((await oneOutput(await posterPdf(jobOf(huge, settings({ paper: 'a3', scale: 20 }))))).pageCount).toBe(12);
    await expect(posterPdf(jobOf(huge, settings({ scale: 1000 })))).rejects.toMatchObject({ code: 'bad-params' });
  });

  it('draws cut marks in the margin only when asked', async () => {
    const small = await wordPagesPdf([{ width: 400, height: 600 }]);
    const marked = await oneOutput(await posterPdf(jobOf(small, settings({ cutMarks: true }))));
    const plain = await oneOutput(await posterPdf(jobOf(small, settings({ cutMarks: false }))));
    expect(marked.pageCount).toBe(1);
    expect(marked.bytes.length).toBeGreaterThan(plain.bytes.length);
  });
});
