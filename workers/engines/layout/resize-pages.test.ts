import { describe, expect, it } from 'vitest';
import { degrees, PDFDocument, PDFName, PDFNull, StandardFonts } from 'pdf-lib';
import { resizePdf } from './resize-pages';
import { corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { pdfinfoBoxes } from '../../../test/readers/pdfinfo-boxes';
import { popplerWords, qpdfJson, type PopplerWord } from '../../../test/readers/poppler-readers';
import { defaultResizeSettings, type ResizeSettings } from '../../../src/contract/resize-pdf';
import { EngineError } from '../../../src/contract/errors';

const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
const outline = corpusFile('multipage-outline-links-4p.pdf');
const A4 = [0, 0, 595.28, 841.89];
const mm = 72 / 25.4;

async function resized(file: { name: string; bytes: Uint8Array }, settings: Partial<ResizeSettings>): Promise<Uint8Array> {
  const { outputs } = await resizePdf(jobOf(file, { ...defaultResizeSettings, ...settings }));
  expect(outputs).toHaveLength(1);
  return outputBytes(outputs[0]);
}

/** Every word of the source page, where it should land after scaling by `scale` and moving by (dx, dy) (top-left origin). */
function expectWordsMoved(before: PopplerWord[], after: PopplerWord[], scale: number, dx: number, dy: number) {
  expect(after.map((word) => word.text)).toEqual(before.map((word) => word.text));
  after.forEach((word, index) => {
    const source = before[index];
    expect(word.xMin).toBeCloseTo(source.xMin * scale + dx, 0);
    expect(word.yMin).toBeCloseTo(source.yMin * scale + dy, 0);
    expect(word.xMax).toBeCloseTo(source.xMax * scale + dx, 0);
  });
}

/** A Letter page turned 90° by /Rotate, its words upright as it is viewed (792 × 612 on screen). */
async function rotatedLetter(): Promise<{ name: string; bytes: Uint8Array }> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([612, 792]);
  page.setRotation(degrees(90));
  // Viewed (X, Y) is user (612 - Y, X): text along +y reads left to right on screen.
  page.drawText('Turned landscape heading', { x: 612 - 520, y: 80, size: 24, font, rotate: degrees(90) });
  page.drawText('corner', { x: 612 - 60, y: 700, size: 12, font, rotate: degrees(90) });
  return { name: 'rotated.pdf', bytes: await document.save() };
}

describe('resizePdf: scale to a paper size', () => {
  it('fits every Letter page of tracemonkey on A4, centred, the words scaled where they were', async () => {
    const bytes = await resized(tracemonkey, { paper: 'a4' });
    const pages = pdfinfoBoxes(bytes);
    expect(pages).toHaveLength(14);
    for (const page of pages) {
      expect(page.boxes.MediaBox).toEqual(A4);
      expect(page.boxes.CropBox).toEqual(A4);
    }
    const scale = Math.min(595.28 / 612, 841.89 / 792);
    for (const pageNumber of [1, 14]) {
      const before = popplerWords(tracemonkey.bytes, pageNumber);
      expectWordsMoved(before, popplerWords(bytes, pageNumber), scale, 0, (841.89 - 792 * scale) / 2);
    }
  });

  it('keeps a margin around the fitted page', async () => {
    const bytes = await resized(tracemonkey, { paper: 'a4', margin: 20 });
    const scale = Math.min((595.28 - 40 * mm) / 612, (841.89 - 40 * mm) / 792);
    expectWordsMoved(popplerWords(tracemonkey.bytes, 1), popplerWords(bytes, 1), scale, (595.28 - 612 * scale) / 2, (841.89 - 792 * scale) / 2);
  });

  it('fill covers the sheet and crops the overflow equally on both sides', async () => {
    const bytes = await resized(tracemonkey, { paper: 'a4', fit: 'fill' });
    expect(pdfinfoBoxes(bytes)[0].boxes.MediaBox).toEqual(A4);
    const scale = 841.89 / 792;
    const dx = (595.28 - 612 * scale) / 2;
    const before = popplerWords(tracemonkey.bytes, 1).filter((word) => word.xMin * scale + dx > 1 && word.xMax * scale + dx < 594);
    const after = popplerWords(bytes, 1).filter((word) => word.xMin > 1 && word.xMax < 594);
    expect(dx).toBeLessThan(-10);
    expectWordsMoved(before, after, scale, dx, 0);
  });

  it('turns the sheet with the page in automatic orientation, and follows a fixed one', async () => {
    const document = await PDFDocument.load(tracemonkey.bytes);
    document.getPage(1).setSize(792, 612);
    const mixed = { name: 'mixed.pdf', bytes: await document.save() };
    const auto = pdfinfoBoxes(await resized(mixed, { paper: 'a5' }));
    expect(auto[0].boxes.MediaBox).toEqual([0, 0, 419.53, 595.28]);
    expect(auto[1].boxes.MediaBox).toEqual([0, 0, 595.28, 419.53]);
    const landscape = pdfinfoBoxes(await resized(mixed, { paper: 'a5', orientation: 'landscape' }));
    expect(landscape[0].boxes.MediaBox).toEqual([0, 0, 595.28, 419.53]);
    const custom = pdfinfoBoxes(await resized(mixed, { paper: 'custom', width: 100, height: 50, orientation: 'portrait' }));
    expect(custom[1].boxes.MediaBox).toEqual([0, 0, 141.73, 283.46]);
  });

  it('sizes a page turned by /Rotate as it is viewed: A4 landscape on screen, the words where they were', async () => {
    const source = await rotatedLetter();
    const bytes = await resized(source, { paper: 'a4' });
    const [page] = pdfinfoBoxes(bytes);
    expect(page.rotation).toBe(90);
    // The box is the page's own (unturned) space: portrait A4, viewed as landscape.
    expect(page.boxes.MediaBox).toEqual(A4);
    const before = popplerWords(source.bytes, 1);
    expect(before.map((word) => word.text)).toEqual(['Turned', 'landscape', 'heading', 'corner']);
    const scale = Math.min(841.89 / 792, 595.28 / 612);
    expectWordsMoved(before, popplerWords(bytes, 1), scale, (841.89 - 792 * scale) / 2, 0);
  });

  it('moves links with the content, and they still lead to their pages', async () => {
    const bytes = await resized(outline, { paper: 'letter' });
    const scale = Math.min(612 / 595.28, 792 / 841.89);
    const dx = (612 - 595.28 * scale) / 2;
    const [before, after] = [outline.bytes, bytes].map((file) => linkRects(file, 0));
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBe(before.length);
    after.forEach((rect, index) => {
      const [x1, y1, x2, y2] = before[index];
      expect(rect[0]).toBeCloseTo(x1 * scale + dx, 2);
      expect(rect[1]).toBeCloseTo(y1 * scale, 2);
      expect(rect[2]).toBeCloseTo(x2 * scale + dx, 2);
      expect(rect[3]).toBeCloseTo(y2 * scale, 2);
    });
  });

  it('moves the spot a link leads to (/XYZ left top) with the scaled content of its page', async () => {
    const document = await PDFDocument.create();
    const [first, second] = [document.addPage([612, 792]), document.addPage([612, 792])];
    const link = document.context.obj({
      Type: 'Annot', Subtype: 'Link', Rect: [72, 700, 200, 720], Border: [0, 0, 0],
      Dest: [second.ref, PDFName.of('XYZ'), 100, 700, PDFNull],
    });
    first.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
    const bytes = await resized({ name: 'link.pdf', bytes: await document.save() }, { paper: 'a4' });
    const scale = Math.min(595.28 / 612, 841.89 / 792);
    const objects = Object.values(qpdfJson(bytes).qpdf[1]).map((entry) => entry.value).filter(Boolean);
    const dest = objects.find((value) => value!['/Subtype'] === '/Link')!['/Dest'] as unknown[];
    expect(dest[1]).toBe('/XYZ');
    expect(dest[2]).toBeCloseTo(100 * scale, 2);
    expect(dest[3]).toBeCloseTo(700 * scale + (841.89 - 792 * scale) / 2, 2);
  });

  it('scales a 200 × 200 inch page (14,400 pt, the largest a PDF holds) down to A4', async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage([14_400, 14_400]).drawText('Huge', { x: 7000, y: 7000, size: 400, font });
    const huge = { name: 'huge.pdf', bytes: await document.save() };
    const bytes = await resized(huge, { paper: 'a4' });
    expect(pdfinfoBoxes(bytes)[0].boxes.MediaBox).toEqual(A4);
    const scale = 595.28 / 14_400;
    expectWordsMoved(popplerWords(huge.bytes, 1), popplerWords(bytes, 1), scale, 0, (841.89 - 14_400 * scale) / 2);
  });
});

describe('resizePdf: add margins', () => {
  it('enlarges the boxes by the margins, the binding margin on the inner edge of odd and even pages, nothing scaled', async () => {
    const bytes = await resized(outline, { mode: 'margins', top: 10, bottom: 5, left: 0, right: 0, binding: 20 });
    const [odd, even] = pdfinfoBoxes(bytes);
    const round = (value: number) => Math.round(value * 100) / 100;
    expect(odd.boxes.MediaBox).toEqual([round(-20 * mm), round(-5 * mm), 595.28, round(841.89 + 10 * mm)]);
    expect(odd.boxes.CropBox).toEqual(odd.boxes.MediaBox);
    expect(even.boxes.MediaBox).toEqual([0, round(-5 * mm), round(595.28 + 20 * mm), round(841.89 + 10 * mm)]);
    // Viewed from the top-left: odd pages' words move right by the binding and down by the top margin.
    expectWordsMoved(popplerWords(outline.bytes, 1), popplerWords(bytes, 1), 1, 20 * mm, 10 * mm);
    expectWordsMoved(popplerWords(outline.bytes, 2), popplerWords(bytes, 2), 1, 0, 10 * mm);
  });

  it('adds the margins to the sides of a turned page as it is viewed', async () => {
    const source = await rotatedLetter();
    const bytes = await resized(source, { mode: 'margins', left: 30, top: 0 });
    const [page] = pdfinfoBoxes(bytes);
    expect(page.rotation).toBe(90);
    // Viewed left is the page's own bottom edge under a 90° turn.
    expect(page.boxes.MediaBox).toEqual([0, Math.round(-30 * mm * 100) / 100, 612, 792]);
    expectWordsMoved(popplerWords(source.bytes, 1), popplerWords(bytes, 1), 1, 30 * mm, 0);
  });

  it('refuses margins that would make a page larger than 200 inches', async () => {
    const document = await PDFDocument.create();
    document.addPage([14_400, 14_400]);
    const huge = { name: 'huge.pdf', bytes: await document.save() };
    await expect(resized(huge, { mode: 'margins', left: 10 })).rejects.toMatchObject({ code: 'bad-params', message: expect.stringMatching(/larger than 200 inches/) });
  });
});

describe('resizePdf: bad input', () => {
  it('names a bad setting, and refuses a margin that leaves no room', async () => {
    await expect(resized(tracemonkey, { margin: 500 })).rejects.toBeInstanceOf(EngineError);
    await expect(resized(tracemonkey, { paper: 'a5', margin: 100 })).rejects.toMatchObject({ code: 'bad-params', message: expect.stringMatching(/no room/) });
  });

  it('refuses an encrypted file without its password, and a file that is not a PDF, by the shared codes', async () => {
    await expect(resized(corpusFile('encrypted-userpw-01.pdf'), {})).rejects.toMatchObject({ code: 'encrypted' });
    await expect(resized({ name: 'note.pdf', bytes: new TextEncoder().encode('not a pdf') }, {})).rejects.toMatchObject({ code: 'corrupt' });
  });
});

/** The /Rect of every link annotation on a page, read by qpdf. */
function linkRects(bytes: Uint8Array, pageIndex: number): number[][] {
  const json = qpdfJson(bytes);
  const objects = json.qpdf[1];
  const valueOf = (ref: unknown) => (typeof ref === 'string' ? objects[`obj:${ref}`]?.value : ref) as Record<string, unknown> | undefined;
  const page = valueOf(json.pages[pageIndex].object)!;
  const annots = (valueOf(page['/Annots']) ?? page['/Annots'] ?? []) as unknown[];
  return annots.map(valueOf).filter((annot) => annot?.['/Subtype'] === '/Link').map((annot) => annot!['/Rect'] as number[]);
}
