import { describe, expect, it } from 'vitest';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { overlayPdf } from './overlay-pdf';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { corpusFile } from '../../../test/fixtures/corpus';
import { popplerRender, popplerText, popplerWords, type RenderedPage } from '../../../test/readers/poppler-readers';
import { pdfinfoBoxes } from '../../../test/readers/pdfinfo-boxes';
import { defaultOverlaySettings, type OverlaySettings } from '../../../src/contract/overlay-pdf';

type TestPdf = { name: string; bytes: Uint8Array };

/** Pages that say `${label} N`; `fill` paints each page with an opaque colour first. */
async function labelledPdf(name: string, label: string, count: number, { size = [595, 842], fill, rotation = 0 }: { size?: [number, number]; fill?: [number, number, number]; rotation?: number } = {}): Promise<TestPdf> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= count; number += 1) {
    const page = document.addPage(size);
    page.setRotation(degrees(rotation));
    if (fill) page.drawRectangle({ x: 0, y: 0, width: size[0], height: size[1], color: rgb(...fill) });
    page.drawText(`${label}${number}`, { x: 60, y: 100, size: 20, font, color: rgb(0, 0, 0) });
  }
  return { name, bytes: await document.save() };
}

async function overlaid(files: TestPdf[], settings: Partial<OverlaySettings>): Promise<Uint8Array> {
  const { outputs } = await overlayPdf(jobOf(files, { ...defaultOverlaySettings, ...settings }));
  expect(outputs).toHaveLength(1);
  return outputBytes(outputs[0]);
}

const wordsOf = (bytes: Uint8Array, page: number) => popplerText(bytes, page).split(/\s+/).filter(Boolean).sort();

function pixel({ width, data }: RenderedPage, x: number, y: number): [number, number, number] {
  const index = (y * width + x) * 4;
  return [data[index], data[index + 1], data[index + 2]];
}

describe('overlayPdf: which overlay page goes on which page', () => {
  it('first page of the overlay on every page', async () => {
    const bytes = await overlaid([await labelledPdf('letter.pdf', 'Base', 3), await labelledPdf('head.pdf', 'Stamp', 2)], { pages: 'first' });
    expect([1, 2, 3].map((page) => wordsOf(bytes, page))).toEqual([['Base1', 'Stamp1'], ['Base2', 'Stamp1'], ['Base3', 'Stamp1']]);
  });

  it('page for page: overlay page i on page i, pages past its end unchanged', async () => {
    const bytes = await overlaid([await labelledPdf('letter.pdf', 'Base', 3), await labelledPdf('head.pdf', 'Stamp', 2)], { pages: 'matching' });
    expect([1, 2, 3].map((page) => wordsOf(bytes, page))).toEqual([['Base1', 'Stamp1'], ['Base2', 'Stamp2'], ['Base3']]);
  });

  it('repeated: the overlay pages in turn', async () => {
    const bytes = await overlaid([await labelledPdf('letter.pdf', 'Base', 5), await labelledPdf('head.pdf', 'Stamp', 2)], { pages: 'repeat' });
    expect([1, 2, 3, 4, 5].map((page) => wordsOf(bytes, page).filter((word) => word.startsWith('Stamp')))).toEqual([['Stamp1'], ['Stamp2'], ['Stamp1'], ['Stamp2'], ['Stamp1']]);
  });

  it('keeps the document’s pages, boxes and words, and names the result after it', async () => {
    const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const { outputs } = await overlayPdf(jobOf([tracemonkey, await labelledPdf('head.pdf', 'Stamp', 1)], defaultOverlaySettings));
    expect(outputs[0]).toMatchObject({ name: 'multipage-text-tracemonkey-14p-overlaid.pdf', pages: 14 });
    const bytes = outputBytes(outputs[0]);
    expect(pdfinfoBoxes(bytes).map((page) => page.boxes.MediaBox)).toEqual(pdfinfoBoxes(tracemonkey.bytes).map((page) => page.boxes.MediaBox));
    expect(popplerText(bytes, 5)).toContain('Stamp1');
    const sourceWords = popplerWords(tracemonkey.bytes, 5).map((word) => word.text);
    expect(popplerWords(bytes, 5).map((word) => word.text).filter((word) => word !== 'Stamp1')).toEqual(sourceWords);
  });
});

describe('overlayPdf: above or below', () => {
  // The document's pages are opaque white with black text; the overlay is an opaque red page.
  const files = async () => [
    await labelledPdf('letter.pdf', 'Base', 1, { fill: [1, 1, 1] }),
    await labelledPdf('background.pdf', 'Under', 1, { fill: [1, 0, 0] }),
  ];

  it('below: an opaque underlay is hidden under the page’s opaque content', async () => {
    const page = popplerRender(await overlaid(await files(), { layer: 'below' }), 1);
    expect(pixel(page, 300, 400)).toEqual([255, 255, 255]);
  });

  it('above: the same overlay covers the page', async () => {
    const page = popplerRender(await overlaid(await files(), { layer: 'above' }), 1);
    const [red, green, blue] = pixel(page, 300, 400);
    expect(red).toBeGreaterThan(200);
    expect(green + blue).toBeLessThan(40);
  });

  it('below shows through where the page has no background of its own', async () => {
    const bytes = await overlaid([await labelledPdf('letter.pdf', 'Base', 1), (await files())[1]], { layer: 'below' });
    const page = popplerRender(bytes, 1);
    expect(pixel(page, 300, 400)[0]).toBeGreaterThan(200);
    expect(pixel(page, 300, 400)[1]).toBeLessThan(40);
    expect(wordsOf(bytes, 1)).toEqual(['Base1', 'Under1']);
  });
});

describe('overlayPdf: placement', () => {
  it('draws at the page’s origin at its own size, or scaled to fit the page and centred', async () => {
    const base = await labelledPdf('letter.pdf', 'Base', 1, { size: [595, 842] });
    const small = await labelledPdf('a6.pdf', 'Stamp', 1, { size: [297.5, 421] });
    const [source] = popplerWords(small.bytes, 1);
    const atOrigin = popplerWords(await overlaid([base, small], { fit: 'origin' }), 1).find((word) => word.text === 'Stamp1')!;
    // Same size, bottom-left corners together: from the top, the word is 842 − 421 lower.
    expect(atOrigin.xMin).toBeCloseTo(source.xMin, 0);
    expect(atOrigin.yMin).toBeCloseTo(source.yMin + 421, 0);
    const scaled = popplerWords(await overlaid([base, small], { fit: 'scale' }), 1).find((word) => word.text === 'Stamp1')!;
    expect(scaled.xMin).toBeCloseTo(source.xMin * 2, 0);
    expect(scaled.yMin).toBeCloseTo(source.yMin * 2, 0);
  });

  it('draws upright on a page turned by /Rotate, at the corner a person sees as bottom-left', async () => {
    const turned = await labelledPdf('turned.pdf', 'Base', 1, { size: [595, 842], rotation: 90 });
    const stamp = await labelledPdf('stamp.pdf', 'Stamp', 1, { size: [300, 200] });
    const [source] = popplerWords(stamp.bytes, 1);
    const bytes = await overlaid([turned, stamp], { fit: 'origin' });
    const word = popplerWords(bytes, 1).find((entry) => entry.text === 'Stamp1')!;
    // Viewed, the page is 842 × 595 (landscape); the stamp keeps its reading direction.
    expect(word.xMin).toBeCloseTo(source.xMin, 0);
    expect(word.yMin).toBeCloseTo(source.yMin + 595 - 200, 0);
    expect(word.xMax - word.xMin).toBeGreaterThan(word.yMax - word.yMin);
  });
});

describe('overlayPdf: bad input', () => {
  it('needs exactly two files, and says which one is missing', async () => {
    const one = await labelledPdf('letter.pdf', 'Base', 1);
    await expect(overlaid([one], {})).rejects.toMatchObject({ code: 'bad-params', message: expect.stringMatching(/Add the overlay PDF/) });
    await expect(overlaid([one, one, one], {})).rejects.toMatchObject({ code: 'bad-params' });
  });

  it('blames an encrypted or damaged overlay by its place', async () => {
    const one = await labelledPdf('letter.pdf', 'Base', 1);
    await expect(overlaid([one, corpusFile('encrypted-userpw-01.pdf')], {})).rejects.toMatchObject({ code: 'encrypted', fileIndex: 1 });
    await expect(overlaid([one, { name: 'bad.pdf', bytes: new TextEncoder().encode('%PDF-1.7 nothing') }], {})).rejects.toMatchObject({ code: 'corrupt', fileIndex: 1 });
  });
});
