import { describe, expect, it } from 'vitest';
import * as mupdf from 'mupdf';
import { unzipSync } from 'fflate';
import { callLocalApi, formWithFiles } from '../../test/setup/local-api';
import { cornerError, makeDocumentPhoto } from '../../test/fixtures/document-photo';
import { findResultByUrl } from '../result-store';
import type { ScanPageAnswer } from '../../src/contract/scan-page';
import { frameFile } from '../../src/contract/scan-frame';
import type { RawImage } from '../../src/contract/pdf-scanner';
import type { ResultItem } from '../../src/contract/results';

/** A frame as the screen sends it: its pixels in a file, its size in the query. */
const frameForm = (frame: Pick<RawImage, 'rgba'>) => formWithFiles([frameFile(frame)]);

async function resultBytes(url: string): Promise<Uint8Array> {
  return new Uint8Array(await findResultByUrl(url)!.blob.arrayBuffer());
}

describe('the scanner calls', () => {
  it('scans a photographed page, then exports it as a PDF sized by the resolution, a 2-frame TIFF and a ZIP of PNGs', async () => {
    const photo = await makeDocumentPhoto(1280, 720, 5);
    const outline = await callLocalApi('/api/scan-outline?width=1280&height=720', { method: 'POST', body: frameForm(photo.frame) });
    const { corners } = await outline.json();
    expect(cornerError(corners, photo.corners, 1280, 720)).toBeLessThan(0.02);

    const response = await callLocalApi('/api/scan-page?width=1280&height=720&quality=80', { method: 'POST', body: frameForm(photo.frame) });
    expect(response.status).toBe(200);
    const page: ScanPageAnswer = await response.json();
    expect(page.detected).toBe(true);
    const jpeg = await resultBytes(page.url);
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);

    const exportAs = async (format: string, edits?: unknown) => {
      const form = new FormData();
      form.append('page', new File([jpeg as BlobPart], 'p1.jpg', { type: 'image/jpeg' }));
      form.append('page', new File([jpeg as BlobPart], 'p2.jpg', { type: 'image/jpeg' }));
      if (edits) form.append('edits', JSON.stringify(edits));
      const answer = await callLocalApi(`/api/scan-export?name=Receipts%20May&format=${format}&resolution=150`, { method: 'POST', body: form });
      expect(answer.status).toBe(200);
      const item: ResultItem = await answer.json();
      return { item, bytes: await resultBytes(item.url) };
    };

    const pdf = await exportAs('pdf', [{ brightness: 0, contrast: 0, rotation: 0, crop: true }, { brightness: 10, contrast: 20, rotation: 90, crop: true }]);
    expect(pdf.item.filename).toBe('Receipts May.pdf');
    const document = mupdf.Document.openDocument(pdf.bytes, 'application/pdf');
    expect(document.countPages()).toBe(2);
    // 150 dpi: a page of W pixels is W × 72 / 150 points wide; the second is turned a quarter.
    const [, , width, height] = document.loadPage(0).getBounds();
    expect(width).toBeCloseTo(page.width * 72 / 150, 0);
    expect(height).toBeCloseTo(page.height * 72 / 150, 0);
    const [, , turnedWidth] = document.loadPage(1).getBounds();
    expect(turnedWidth).toBeCloseTo(page.height * 72 / 150, 0);

    const tiff = await exportAs('tiff');
    expect(tiff.item.filename).toBe('Receipts May.tiff');
    const frames = mupdf.Document.openDocument(tiff.bytes, 'image/tiff');
    expect(frames.countPages()).toBe(2);

    const pngs = await exportAs('png');
    expect(pngs.item.filename).toBe('Receipts May.zip');
    const zip = unzipSync(pngs.bytes);
    const names = Object.keys(zip).sort();
    expect(names).toEqual(['Receipts May-1.png', 'Receipts May-2.png']);
    const png = mupdf.Image ? new mupdf.Image(zip[names[0]]) : undefined;
    expect(png?.getWidth()).toBe(page.width);
  }, 120_000);

  it('refuses a frame whose pixels do not match its size, bad settings and an export without pages', async () => {
    const short = await callLocalApi('/api/scan-page?width=100&height=100', { method: 'POST', body: frameForm({ rgba: new Uint8Array(400) }) });
    expect(short.status).toBe(400);
    expect(await short.text()).toBe('Expected 40000 bytes of RGBA pixels, got 400.');
    const badType = await callLocalApi('/api/scan-page?width=4&height=4&documentType=napkin', { method: 'POST', body: frameForm({ rgba: new Uint8Array(64) }) });
    expect(badType.status).toBe(400);
    expect(await badType.text()).toMatch(/Document type/);
    // Too large a frame is refused by its stated size, before its pixels are read.
    const huge = await callLocalApi('/api/scan-outline?width=10000&height=10000', { method: 'POST', body: frameForm({ rgba: new Uint8Array(4) }) });
    expect(huge.status).toBe(400);
    expect(await huge.text()).toBe('The image is larger than 50 megapixels.');
    const noFrame = await callLocalApi('/api/scan-outline?width=100&height=100', { method: 'POST', body: new FormData() });
    expect(noFrame.status).toBe(400);
    const empty = await callLocalApi('/api/scan-export?format=pdf', { method: 'POST', body: new FormData() });
    expect(empty.status).toBe(400);
    const form = new FormData();
    form.append('page', new File([new Uint8Array([1, 2, 3])], 'broken.jpg', { type: 'image/jpeg' }));
    const corrupt = await callLocalApi('/api/scan-export?format=pdf', { method: 'POST', body: form });
    expect(corrupt.status).toBe(422);
    // The edits and words: one entry per page, each in its range.
    const edited = (edits: unknown) => {
      const request = new FormData();
      request.append('page', new File([new Uint8Array([1, 2, 3])], 'p1.jpg', { type: 'image/jpeg' }));
      request.append('edits', JSON.stringify(edits));
      return callLocalApi('/api/scan-export?format=pdf', { method: 'POST', body: request });
    };
    const twoEdits = await edited([{ brightness: 0, contrast: 0, rotation: 0 }, { brightness: 0, contrast: 0, rotation: 0 }]);
    expect(twoEdits.status).toBe(400);
    expect(await twoEdits.text()).toBe('"edits" must be a JSON list with one entry per page (1).');
    const turned = await edited([{ brightness: 0, contrast: 0, rotation: 45 }]);
    expect(await turned.text()).toBe('Rotation must be 0, 90, 180 or 270.');
    const notAPage = new FormData();
    notAPage.append('page', new File(['%PDF-1.7'], 'page.pdf', { type: 'application/pdf' }));
    const refused = await callLocalApi('/api/scan-export?format=pdf', { method: 'POST', body: notAPage });
    expect(refused.status).toBe(415);
    expect(await refused.text()).toBe('page.pdf is not a supported file type.');
  }, 60_000);
});
