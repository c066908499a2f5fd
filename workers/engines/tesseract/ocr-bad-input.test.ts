import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { claimingTiff } from '../../../test/fixtures/claiming-images';
import { corpusFile } from '../../../test/fixtures/corpus';
import { popplerText, scratchFile } from '../../../test/readers/ocr-checks';
import { defaultOcrSettings, OCR_MAX_IMAGE_PIXELS } from '../../../src/contract/ocr-pdf';
import { jobOf } from '../../../test/fixtures/engine-job';
import { ocrOutputs } from '../../../test/readers/ocr-outputs';
import { ocrPdf } from './ocr-pdf';
import { releaseOcrWorkers } from './ocr-workers';

afterAll(releaseOcrWorkers);

/** A blank greyscale PNG of the given size: tiny on disk, however many pixels it holds. */
function blankPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // Each row: filter byte 0, then white pixels.
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0;
  const rows = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]));
}

describe('ocrPdf on bad input', () => {
  it('refuses a TIFF frame with more pixels than it can read from its size tags, without decoding it', async () => {
    const huge = { name: 'claims.tiff', type: 'image/tiff', bytes: claimingTiff(100_000) };
    const attempt = ocrPdf(jobOf(huge, defaultOcrSettings));
    await expect(attempt).rejects.toMatchObject({ code: 'too-large', fileIndex: 0 });
    await expect(attempt).rejects.toThrow('claims.tiff is too large to read (100000 × 100000 pixels; at most 100 million)');
  });

  it('refuses an image with more pixels than it can read, saying so, before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(OCR_MAX_IMAGE_PIXELS)) + 1;
    const huge = { name: 'poster.png', type: 'image/png', bytes: blankPng(side, side) };
    const small = { ...corpusFile('ocr-phototest.png'), type: 'image/png' };
    const attempt = ocrPdf(jobOf([small, huge], defaultOcrSettings));
    await expect(attempt).rejects.toMatchObject({ code: 'too-large', fileIndex: 1 });
    await expect(attempt).rejects.toThrow(`poster.png is too large to read (${side} × ${side} pixels; at most 100 million)`);
  });

  it('reports a page it cannot read and keeps reading the others', async () => {
    const doc = await PDFDocument.create();
    const scan = await doc.embedPng(corpusFile('ocr-phototest.png').bytes);
    const scanPage = () => doc.addPage([320, 240]).drawImage(scan, { x: 0, y: 0, width: 320, height: 240 });
    scanPage();
    // A strip four metres long: more pixels a side at 300 dpi than tesseract can take.
    doc.addPage([20, 11_500]).drawImage(scan, { x: 0, y: 0, width: 20, height: 15 });
    scanPage();
    const result = await ocrOutputs(await ocrPdf(jobOf({ name: 'mixed.pdf', type: 'application/pdf', bytes: await doc.save() }, defaultOcrSettings)));
    expect(result.pageCount).toBe(3);
    expect(result.pages).toEqual([
      expect.objectContaining({ page: 1, outcome: 'recognised' }),
      { page: 2, outcome: 'failed', message: expect.stringMatching(/too long or too wide to read \(84 × 47917 pixels/) },
      expect.objectContaining({ page: 3, outcome: 'recognised' }),
    ]);
    const pages = popplerText(scratchFile('mixed-ocr.pdf', result.pdf)).split('\f');
    expect(pages[0]).toContain('quick brown dog');
    expect(pages[2]).toContain('quick brown dog');
  });
});
