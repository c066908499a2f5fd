import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import {
  characterErrorRate, nativeTesseractText, popplerImageSizes, nativeTesseractWords, popplerPagePng, popplerText, popplerWordBoxes, scratchFile, storedImages,
} from '../../../test/readers/ocr-checks';
import { defaultOcrSettings } from '../../../src/contract/ocr-pdf';
import { jobOf } from '../../../test/fixtures/engine-job';
import { ocrOutputs } from '../../../test/readers/ocr-outputs';
import { ocrPdf } from './ocr-pdf';
import { recognizeImage } from './recognize-image';
import { releaseOcrWorkers } from './ocr-workers';

const pdf = (name: string) => ({ ...corpusFile(name), type: 'application/pdf' });

afterAll(releaseOcrWorkers);

describe('ocrPdf on a scanned page', async () => {
  const input = pdf('scanned-no-text-01.pdf');
  const progress: Array<[number, number, string | undefined]> = [];
  const result = await ocrOutputs(await ocrPdf(jobOf(input, defaultOcrSettings), (done, total, stage) => progress.push([done, total, stage])));
  const outputPath = scratchFile('searchable.pdf', result.pdf);

  it('comes out searchable, with the same page count, and says what it did per page', () => {
    expect(result.names).toEqual(['scanned-no-text-01-ocr.pdf', 'scanned-no-text-01-ocr.txt']);
    expect(result.pageCount).toBe(1);
    expect(result.pages).toEqual([expect.objectContaining({ page: 1, outcome: 'recognised' })]);
    const text = popplerText(outputPath);
    for (const word of ['garden', 'branches', 'kitchen']) expect(text).toContain(word);
    expect(result.text).toContain('widow');
    expect(progress.at(-1)).toEqual([1, 1, 'recognise']);
  });

  it('places each word over the same word in the page image (poppler boxes against native tesseract)', () => {
    const ours = popplerWordBoxes(outputPath);
    const native = nativeTesseractWords(popplerPagePng(scratchFile('input.pdf', input.bytes), 1, 300));
    const points = (pixels: number) => (pixels * 72) / 300;
    // Long words that both read once and the same: unambiguous landmarks.
    const once = (words: Array<{ text: string }>, text: string) => words.filter((word) => word.text === text).length === 1;
    const landmarks = ours.filter((word) => word.text.length >= 5 && once(ours, word.text) && once(native, word.text));
    expect(landmarks.length).toBeGreaterThanOrEqual(15);
    for (const word of landmarks) {
      const match = native.find((candidate) => candidate.text === word.text)!;
      const [left, right] = [points(match.left), points(match.left + match.width)];
      // The word starts where the scan shows it and stays within it; tesseract's text layer sets each
      // word's width from its glyphless font, which poppler measures a little short of the ink.
      expect(Math.abs(word.xMin - left), word.text).toBeLessThanOrEqual(3);
      expect(word.xMax, word.text).toBeLessThanOrEqual(right + 3);
      expect(word.xMax - word.xMin, word.text).toBeGreaterThanOrEqual((right - left) / 2);
      const middle = (word.yMin + word.yMax) / 2;
      expect(middle, word.text).toBeGreaterThanOrEqual(points(match.top) - 3);
      expect(middle, word.text).toBeLessThanOrEqual(points(match.top + match.height) + 3);
    }
  });

  it('keeps the page image byte for byte (no re-encoding)', () => {
    const before = storedImages(scratchFile('input.pdf', input.bytes));
    const after = storedImages(outputPath);
    expect(before.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
  });
});

describe('ocrPdf on a born-digital PDF', () => {
  it('keeps the pages that have text as they are when "Skip pages with text" is on', async () => {
    const input = pdf('multipage-outline-links-4p.pdf');
    const result = await ocrOutputs(await ocrPdf(jobOf(input, { ...defaultOcrSettings, pages: 'skip-text' })));
    expect(result.pages.map((page) => page.outcome)).toEqual(['kept-text', 'kept-text', 'kept-text', 'kept-text']);
    expect(popplerText(scratchFile('out.pdf', result.pdf))).toBe(popplerText(scratchFile('in.pdf', input.bytes)));
  });
});

describe('ocrPdf on images', () => {
  it('makes several images one PDF, one page each (every frame of a multi-page TIFF), and reads them', async () => {
    const png = { ...corpusFile('ocr-phototest.png'), type: 'image/png' };
    const tiff = { ...corpusFile('image-multipage-2p.tif'), type: 'image/tiff' };
    const result = await ocrOutputs(await ocrPdf(jobOf([png, tiff], { ...defaultOcrSettings, hocr: true })));
    expect(result.names).toEqual(['ocr-phototest-ocr.pdf', 'ocr-phototest-ocr.txt', 'ocr-phototest-ocr.hocr']);
    expect(result.pageCount).toBe(3);
    expect(result.pages.map((page) => page.outcome)).toEqual(['recognised', 'recognised', 'recognised']);
    // The TIFF's two frames, each its own page at its own size, stored losslessly.
    expect(popplerImageSizes(scratchFile('images.pdf', result.pdf))).toEqual([[640, 480], [1124, 644], [667, 893]]);
    expect(popplerText(scratchFile('images.pdf', result.pdf))).toContain('quick brown dog');
    expect(result.hocr).toContain("id='page_2'");
    expect(result.hocr).toContain('ocrx_word');
  });

  it('refuses a PDF mixed with images', async () => {
    const png = { ...corpusFile('ocr-phototest.png'), type: 'image/png' };
    await expect(ocrPdf(jobOf([pdf('scanned-no-text-01.pdf'), png], defaultOcrSettings))).rejects.toMatchObject({ code: 'bad-params' });
  });

  it('refuses more images than one PDF is made of, before reading any', async () => {
    const png = { ...corpusFile('ocr-phototest.png'), type: 'image/png' };
    await expect(ocrPdf(jobOf(Array.from({ length: 11 }, () => png), defaultOcrSettings)))
      .rejects.toMatchObject({ code: 'bad-params', message: 'OCR makes one PDF of at most 10 images: remove some, and read them in another run.' });
  });
});

describe('recognizeImage', () => {
  it('reads ocr-phototest.png within 2% character errors, no worse than native tesseract', async () => {
    const image = corpusFile('ocr-phototest.png');
    const transcript = corpusFile('ocr-phototest.gt.txt');
    const result = await recognizeImage({ image: image.bytes, languages: ['eng'] });
    const ours = characterErrorRate(result.text, new TextDecoder().decode(transcript.bytes));
    const native = characterErrorRate(nativeTesseractText(scratchFile('phototest.png', image.bytes)), new TextDecoder().decode(transcript.bytes));
    expect(ours).toBeLessThanOrEqual(0.02);
    expect(ours).toBeLessThanOrEqual(native);
    expect(result.words.find((word) => word.text === 'quick')?.box).toEqual({ x0: expect.any(Number), y0: expect.any(Number), x1: expect.any(Number), y1: expect.any(Number) });
  });
});

describe('recognizeImage in another language', () => {
  it('reads a German page rendered at 300 dpi within 2% character errors, no worse than native tesseract', async () => {
    const transcript = [
      'Die Würde des Menschen ist unantastbar. Sie zu achten und zu',
      'schützen ist Verpflichtung aller staatlichen Gewalt. Das Deutsche',
      'Volk bekennt sich darum zu unverletzlichen und unveräußerlichen',
      'Menschenrechten als Grundlage jeder menschlichen Gemeinschaft,',
      'des Friedens und der Gerechtigkeit in der Welt. Jeder hat das',
      'Recht auf die freie Entfaltung seiner Persönlichkeit, soweit er',
      'nicht die Rechte anderer verletzt und nicht gegen die verfassungs-',
      'mäßige Ordnung oder das Sittengesetz verstößt. Größere Änderungen',
      'müssen öffentlich begründet werden; schließlich gehören die',
      'Straßen und Plätze allen Bürgerinnen und Bürgern gemeinsam.',
      'Übrigens: Früh übt sich, wer ein Meister werden will.',
    ];
    const page = popplerPagePng(scratchFile('german.pdf', await textPagePdf(transcript)), 1, 300);
    const image = new Uint8Array(readFileSync(page));
    const result = await recognizeImage({ image, languages: ['deu'] });
    const ours = characterErrorRate(result.text, transcript.join('\n'));
    const native = characterErrorRate(nativeTesseractText(page, 'deu'), transcript.join('\n'));
    expect(ours).toBeLessThanOrEqual(0.02);
    expect(ours).toBeLessThanOrEqual(native);
  });
});

/** A page of 12-point Helvetica lines (WinAnsi covers the umlauts and ß). */
async function textPagePdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 72, y: 770 - index * 18, size: 12, font }));
  return doc.save();
}
