// The scanner's OCR and auto-rotate through the calls, on photos made of the corpus's OCR sample
// (test/corpus/ocr-phototest.png, with its ground truth): warped in perspective onto a table, shaded
// and noisy, once upright and once turned sideways. The page is found, flattened, turned upright and
// read; its character error rate is measured against the ground truth, and the exported PDF's text
// layer is read back with poppler (pdftotext), word by word, near where the words are on the image.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles } from '../../test/setup/local-api';
import { frameFile } from '../../src/contract/scan-frame';
import { corpusImage, makeDocumentPhoto } from '../../test/fixtures/document-photo';
import { characterErrorRate, popplerText, popplerWordBoxes, scratchFile } from '../../test/readers/ocr-checks';
import { loadOpenCv } from '../../workers/engines/scanner/load-opencv';
import { findResultByUrl } from '../result-store';
import type { RawImage } from '../../src/contract/pdf-scanner';
import type { ScanPageAnswer } from '../../src/contract/scan-page';
import type { ResultItem } from '../../src/contract/results';

const truth = readFileSync('test/corpus/ocr-phototest.gt.txt', 'utf8');
const sample = corpusImage('test/corpus/ocr-phototest.png');

async function quarterTurned(image: RawImage): Promise<RawImage> {
  const cv = await loadOpenCv();
  const source = cv.matFromImageData({ data: new Uint8ClampedArray(image.rgba), width: image.width, height: image.height } as ImageData);
  const turned = new cv.Mat();
  cv.rotate(source, turned, cv.ROTATE_90_CLOCKWISE);
  const result = { width: turned.cols, height: turned.rows, rgba: new Uint8Array(turned.data) };
  source.delete();
  turned.delete();
  return result;
}

async function scan(frame: RawImage, query = 'ocr=eng'): Promise<ScanPageAnswer> {
  const response = await callLocalApi(`/api/scan-page?width=${frame.width}&height=${frame.height}&${query}`, { method: 'POST', body: formWithFiles([frameFile(frame)]) });
  expect(response.status).toBe(200);
  return response.json();
}

async function resultBytes(url: string): Promise<Uint8Array> {
  return new Uint8Array(await findResultByUrl(url)!.blob.arrayBuffer());
}

const LANDSCAPE_SLANT: Array<[number, number]> = [[0.14, 0.1], [0.86, 0.14], [0.83, 0.9], [0.17, 0.87]];
const PORTRAIT_SLANT: Array<[number, number]> = [[0.3, 0.05], [0.71, 0.08], [0.73, 0.95], [0.27, 0.92]];

describe('the scanner reads what it scans (OCR) and turns pages upright', () => {
  it('flattens a warped photo of the OCR sample, reads it within 5 % CER, and exports a PDF whose text layer poppler finds in place', async () => {
    const photo = await makeDocumentPhoto(1280, 960, 13, LANDSCAPE_SLANT, { page: sample, text: truth });
    const page = await scan(photo.frame);
    expect(page.detected).toBe(true);
    expect(page.rotation).toBe(0);
    expect(page.ocr).toBeDefined();
    const cer = characterErrorRate(page.ocr!.text, truth);
    expect(cer).toBeLessThan(0.05);
    expect(page.ocr!.words.length).toBeGreaterThan(50);

    // The PDF export with the page's words: an invisible layer pdftotext reads back, each word
    // close to where tesseract saw it (its box scaled from pixels to points at 150 dpi).
    const form = new FormData();
    form.append('page', new File([await resultBytes(page.url) as BlobPart], 'p1.jpg', { type: 'image/jpeg' }));
    form.append('edits', JSON.stringify([{ brightness: 0, contrast: 0, rotation: 0, crop: true }]));
    form.append('words', JSON.stringify([page.ocr!.words]));
    const answer = await callLocalApi('/api/scan-export?name=Sample&format=pdf&resolution=150', { method: 'POST', body: form });
    expect(answer.status).toBe(200);
    const item: ResultItem = await answer.json();
    const pdfPath = scratchFile('sample.pdf', await resultBytes(item.url));
    expect(characterErrorRate(popplerText(pdfPath), page.ocr!.text)).toBeLessThan(0.02);
    expect(characterErrorRate(popplerText(pdfPath), truth)).toBeLessThan(0.05);
    const found = popplerWordBoxes(pdfPath);
    const scale = 72 / 150;
    const placed = page.ocr!.words.filter((word) => found.some((box) => box.text === word.text.trim()
      && Math.abs((box.xMin + box.xMax) / 2 - ((word.box.x0 + word.box.x1) / 2) * scale) < 4
      && Math.abs((box.yMin + box.yMax) / 2 - ((word.box.y0 + word.box.y1) / 2) * scale) < 4));
    expect(placed.length / page.ocr!.words.length).toBeGreaterThan(0.95);
  }, 180_000);

  it('turns a page photographed sideways upright before reading it; without auto-rotate or OCR it does neither', async () => {
    const sideways = await quarterTurned(sample);
    const photo = await makeDocumentPhoto(1280, 960, 17, PORTRAIT_SLANT, { page: sideways, text: truth });
    const page = await scan(photo.frame);
    expect(page.detected).toBe(true);
    // Turned a quarter clockwise in the photo: three more quarters bring it upright.
    expect(page.rotation).toBe(270);
    expect(page.width).toBeGreaterThan(page.height);
    expect(characterErrorRate(page.ocr!.text, truth)).toBeLessThan(0.05);

    const plain = await scan(photo.frame, 'flags=autoEnhance,autoCrop,noiseReduction,edgeEnhancement');
    expect(plain.rotation).toBe(0);
    expect(plain.width).toBeLessThan(plain.height);
    expect(plain.ocr).toBeUndefined();
  }, 180_000);

  it('refuses an unknown OCR language and words that are not a list per page', async () => {
    const frame = { width: 32, height: 32, rgba: new Uint8Array(32 * 32 * 4) };
    const badLanguage = await callLocalApi('/api/scan-page?width=32&height=32&ocr=klingon', { method: 'POST', body: formWithFiles([frameFile(frame)]) });
    expect(badLanguage.status).toBe(400);
    expect(await badLanguage.text()).toMatch(/Unknown OCR language/);
    const form = new FormData();
    form.append('page', new File([new Uint8Array([0xff, 0xd8])], 'p.jpg', { type: 'image/jpeg' }));
    form.append('words', JSON.stringify([[{ text: 'x', box: { x0: 'a' } }]]));
    const badWords = await callLocalApi('/api/scan-export?format=pdf', { method: 'POST', body: form });
    expect(badWords.status).toBe(400);
    expect(await badWords.text()).toMatch(/"words"/);
  });
});

