import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFNumber, PDFDict, PDFRawStream } from 'pdf-lib';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { contentStreams, displayedText, pageResources } from '../../../test/readers/pdf-inspect';
import { rotatedFixture } from '../../../test/fixtures/rotated-fixture';
import { undrawnCharacters } from '../../../test/readers/notdef-glyphs';
import { popplerFonts, popplerText } from '../../../test/readers/poppler-readers';
import { jobOf, namedFileOf, oneOutput } from '../../../test/fixtures/engine-job';
import { defaultWatermarkSettings, type WatermarkSettings } from '../../../src/contract/add-watermark';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { addWatermark, previewWatermark } from './add-watermark';

const outline = corpusFile('multipage-outline-links-4p.pdf');
const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
const png = corpusFile('image-greyscale-bird.png');
const jpeg = corpusFile('image-photo-mountain.jpg');
const settings = (changes: Partial<WatermarkSettings>) => ({ ...defaultWatermarkSettings, ...changes });
/** An image watermark's settings, the picture given as the local API hands it over. */
const withImage = (image: NamedPdf, changes: Partial<WatermarkSettings>) => settings({ type: 'image', image: namedFileOf(image), ...changes });
/** The one-file job as the local API hands it over; its one output as bytes, with the facts. */
const watermark = async (file: NamedPdf, chosen: WatermarkSettings) => oneOutput(await addWatermark(jobOf(file, chosen)));

/** Our stream is the one that sets a font we embedded (Arimo, Tinos, Cousine or Noto Sans) or draws an image. */
function stampStreamIndexes(document: PDFDocument, pageIndex: number): number[] {
  return contentStreams(document, pageIndex).flatMap((stream, index) => (/\/GS-\d+ gs/.test(stream) ? [index] : []));
}

describe('addWatermark', () => {
  it('stamps the text on the chosen pages and not on the others', async () => {
    const result = await watermark(tracemonkey, settings({ pages: '2-3, 14' }));
    const texts = await pageTexts(result.bytes);
    texts.forEach((text, index) => {
      const chosen = [1, 2, 13].includes(index);
      expect(text.includes('CONFIDENTIAL'), `page ${index + 1}`).toBe(chosen);
    });
    expect(result).toMatchObject({ stampedPages: [2, 3, 14], name: 'multipage-text-tracemonkey-14p-watermarked.pdf', pageCount: 14 });
  });

  it('centres the text, turned and see-through as chosen, in a graphics state with that opacity', async () => {
    const result = await watermark(outline, settings({ rotation: 45, opacity: 30, size: 48, color: '#ff0000' }));
    const [page] = await displayedText(result.bytes);
    const stamp = page.items.find((item) => item.str === 'CONFIDENTIAL')!;
    // 45° counter-clockwise: in display coordinates (y down) the text runs up and to the right.
    expect(stamp.direction[0]).toBeCloseTo(Math.SQRT1_2, 5);
    expect(stamp.direction[1]).toBeCloseTo(-Math.SQRT1_2, 5);

    const document = await PDFDocument.load(result.bytes);
    const [index] = stampStreamIndexes(document, 0);
    const stream = contentStreams(document, 0)[index];
    expect(stream).toMatch(/0\.7071\d* 0\.7071\d* -0\.7071\d* 0\.7071\d* [\d.]+ [\d.]+ cm/);
    expect(stream).toContain('1 0 0 rg');
    const gsName = /\/(GS-\d+) gs/.exec(stream)![1];
    const state = pageResources(document, 0, 'ExtGState')!.lookup(PDFName.of(gsName), PDFDict);
    expect(state.lookup(PDFName.of('ca'), PDFNumber).asNumber()).toBe(0.3);
    expect(state.lookup(PDFName.of('CA'), PDFNumber).asNumber()).toBe(0.3);
  });

  it('draws below the page content when asked: its stream comes first, the page content after it', async () => {
    const above = await PDFDocument.load((await watermark(outline, settings({}))).bytes);
    const below = await PDFDocument.load((await watermark(outline, settings({ layer: 'below' }))).bytes);
    expect(stampStreamIndexes(above, 0)).toEqual([contentStreams(above, 0).length - 1]);
    expect(stampStreamIndexes(below, 0)).toEqual([0]);
    // The page's own content is still there, after the watermark.
    expect(contentStreams(below, 0).slice(1).join('\n')).toContain('BT');
  });

  it('stamps pages with no content stream of their own, above and below', async () => {
    const blank = await PDFDocument.create();
    blank.addPage([300, 200]);
    blank.addPage([200, 300]);
    const file = { name: 'blank.pdf', bytes: await blank.save() };
    for (const layer of ['above', 'below'] as const) {
      const texts = await pageTexts((await watermark(file, settings({ layer, text: 'EMPTY' }))).bytes);
      expect(texts.map((text) => text.trim()), layer).toEqual(['EMPTY', 'EMPTY']);
    }
  });

  it('centres the watermark on the page as displayed, upright, on rotated and cropped pages', async () => {
    const result = await watermark(await rotatedFixture(), settings({ text: 'MIDDLE', size: 40 }));
    for (const page of await displayedText(result.bytes)) {
      const stamp = page.items.find((item) => item.str === 'MIDDLE')!;
      expect(stamp.direction).toEqual([1, 0]);
      expect(stamp.x + stamp.width / 2).toBeCloseTo(page.width / 2, 0);
      // The baseline sits a little below the middle: the text's box is centred, not its baseline.
      expect(stamp.y - page.height / 2).toBeGreaterThan(5);
      expect(stamp.y - page.height / 2).toBeLessThan(20);
    }
  });

  it('tiles the text over the whole page', async () => {
    const result = await watermark(outline, settings({ position: 'tiled', rotation: 30, size: 18 }));
    const [page] = await displayedText(result.bytes);
    const copies = page.items.filter((item) => item.str === 'CONFIDENTIAL');
    expect(copies.length).toBeGreaterThan(20);
    expect(Math.min(...copies.map((item) => item.y))).toBeLessThan(page.height * 0.2);
    expect(Math.max(...copies.map((item) => item.y))).toBeGreaterThan(page.height * 0.8);
  });

  it('puts a corner watermark half an inch in from that corner', async () => {
    const result = await watermark(outline, settings({ position: 'top-right', text: 'DRAFT' }));
    const [page] = await displayedText(result.bytes);
    const stamp = page.items.find((item) => item.str === 'DRAFT')!;
    expect(stamp.x + stamp.width).toBeCloseTo(page.width - 36, 0);
    expect(stamp.y).toBeLessThan(36 + 24);
    expect(stamp.y).toBeGreaterThan(36);
  });

  it('writes text in other scripts, falling back to Noto Sans, and the text can be extracted', async () => {
    const text = 'Секретно Απόρρητο गोपनीय';
    const result = await watermark(outline, settings({ text, font: 'Times New Roman' }));
    const [first] = await pageTexts(result.bytes);
    expect(first).toContain('Секретно');
    expect(first).toContain('Απόρρητο');
    const fonts = pageResources(await PDFDocument.load(result.bytes), 0, 'Font')!;
    const names = fonts.keys().map((key) => key.asString());
    expect(names.some((name) => name.includes('Tinos'))).toBe(true);
    expect(names.some((name) => name.includes('NotoSans'))).toBe(true);
  });

  it('writes Chinese, Japanese, Korean, Arabic, Hindi, Thai and Russian, every glyph drawn, shaped and extractable', async () => {
    const words = ['机密文件', 'ひみつ', '비밀', 'سري للغاية', 'गोपनीय', 'ความลับ', 'Секретно'];
    const result = await watermark(outline, settings({ text: words.join(' ') }));
    expect(result.missing).toEqual([]);
    expect(await undrawnCharacters(result.bytes)).toEqual([]);
    // poppler reads the stamp back (Arabic is drawn in visual order, shaped: its letters' joining forms).
    const text = popplerText(result.bytes, 1).normalize('NFKC');
    for (const word of words.filter((word) => !/[\u0600-\u06ff]/u.test(word))) expect(text).toContain(word);
    expect(text).toMatch(/سري|يرس/u);
    const fonts = popplerFonts(result.bytes).map((font) => font.name);
    for (const family of ['NotoSansSC', 'NotoSansArabic', 'NotoSansThai', 'NotoSans-']) {
      expect(fonts.some((name) => name.includes(family)), family).toBe(true);
    }
    // Subset fonts: one line in seven scripts adds tens of kilobytes, not whole fonts.
    expect(result.bytes.length - outline.bytes.length).toBeLessThan(120_000);
  });

  it('leaves out characters no font can draw instead of failing, and says which', async () => {
    const result = await watermark(outline, settings({ text: 'OK 𓀀𓀁' }));
    expect(result.missing).toEqual(['𓀀', '𓀁']);
    expect((await pageTexts(result.bytes))[0]).toContain('OK');
    await expect(watermark(outline, settings({ text: '𓀀𓀁' }))).rejects.toMatchObject({
      code: 'bad-params', message: expect.stringContaining('no characters the available fonts can draw'),
    });
  });

  it('stamps a PNG or JPEG image as an image XObject on the chosen pages only', async () => {
    for (const image of [png, jpeg]) {
      const result = await watermark(outline, withImage(image, { pages: '1, 3', scale: 50 }));
      const document = await PDFDocument.load(result.bytes);
      const images = [0, 1, 2, 3].map((index) => {
        const xobjects = pageResources(document, index, 'XObject');
        return (xobjects?.keys() ?? []).filter((key) => (xobjects!.lookup(key) as PDFRawStream).dict.get(PDFName.of('Subtype'))?.toString() === '/Image').length;
      });
      expect(images, image.name).toEqual([1, 0, 1, 0]);
    }
  });

  it('reads a picture handed over as a Blob (the user’s own File) as well as bytes', async () => {
    const blob = { name: png.name, type: 'image/png', data: new Blob([png.bytes as BlobPart], { type: 'image/png' }) };
    const result = await watermark(outline, settings({ type: 'image', image: blob, pages: '2' }));
    const document = await PDFDocument.load(result.bytes);
    expect(contentStreams(document, 1).at(-1)).toMatch(/\/Image-\d+ Do/);
    expect(result.stampedPages).toEqual([2]);
  });

  it('keeps page sizes, rotations, links and form fields', async () => {
    const form = corpusFile('form-acroform-irs1040-prefilled.pdf');
    for (const file of [form, outline]) {
      const before = await PDFDocument.load(file.bytes);
      const after = await PDFDocument.load((await watermark(file, settings({ position: 'tiled' }))).bytes);
      const shape = (document: PDFDocument) => document.getPages().map((page) => [page.getSize(), page.getRotation().angle, page.node.Annots()?.size() ?? 0]);
      expect(shape(after)).toEqual(shape(before));
      expect(after.getForm().getFields().map((field) => field.getName())).toEqual(before.getForm().getFields().map((field) => field.getName()));
    }
  });

  it('refuses a missing or wrong image and bad settings with clear errors', async () => {
    await expect(watermark(outline, settings({ type: 'image' }))).rejects.toMatchObject({
      code: 'bad-params', message: 'Choose a PNG or JPEG image for the watermark.',
    });
    await expect(watermark(outline, withImage(corpusFile('image-text-simple.webp'), {})))
      .rejects.toMatchObject({ code: 'unsupported-type', message: 'image-text-simple.webp is not a PNG or JPEG image.' });
    await expect(watermark(outline, withImage({ name: 'empty.png', bytes: new Uint8Array() }, {}))).rejects.toMatchObject({
      code: 'bad-params', message: 'Choose a PNG or JPEG image for the watermark.',
    });
    // A PNG signature with nothing after it: the picture is named as damaged, not a bug.
    const cut = { name: 'cut.png', bytes: png.bytes.slice(0, 40) };
    await expect(watermark(outline, withImage(cut, {}))).rejects.toMatchObject({ code: 'corrupt', message: 'cut.png is damaged and could not be read as an image.' });
    await expect(watermark(outline, settings({ opacity: 5 }))).rejects.toMatchObject({
      code: 'bad-params', message: 'The opacity must be a number from 10 to 100 in steps of 5.',
    });
    await expect(watermark(outline, settings({ color: 'red' }))).rejects.toMatchObject({ code: 'bad-params' });
    await expect(watermark(outline, settings({ text: '  ' }))).rejects.toMatchObject({ code: 'bad-params' });
    await expect(watermark(outline, settings({ pages: 'skip-first, 2' }))).rejects.toMatchObject({ code: 'bad-params' });
  });
});

describe('previewWatermark', () => {
  it('is the first chosen page alone, stamped exactly as in the full run', async () => {
    const chosen = settings({ pages: '3-4', rotation: -30, position: 'bottom-left', text: 'Entwurf' });
    const source = { key: 'outline', name: outline.name, file: new Blob([outline.bytes as BlobPart]) };
    const preview = await previewWatermark({ source, settings: chosen });
    expect(preview).toMatchObject({ pageNumber: 3, pageCount: 4, missing: [] });
    const [previewPage] = await displayedText(preview.bytes);
    const fullPage = (await displayedText((await watermark(outline, chosen)).bytes))[2];
    expect(previewPage.items).toEqual(fullPage.items);
    expect(previewPage.items.some((item) => item.str === 'Entwurf')).toBe(true);
  });

  it('stamps the picture of an image watermark, given in its settings', async () => {
    const source = { key: 'outline-image', name: outline.name, file: new Blob([outline.bytes as BlobPart]) };
    const preview = await previewWatermark({ source, settings: withImage(jpeg, { pages: '2' }) });
    expect(preview).toMatchObject({ pageNumber: 2, pageCount: 4 });
    expect(contentStreams(await PDFDocument.load(preview.bytes), 0).at(-1)).toMatch(/\/Image-\d+ Do/);
  });
});
