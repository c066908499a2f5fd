import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { subscribeJobProgress } from '../job-progress';
import { findResultByUrl } from '../result-store';

const photos = corpusFile('large-jpeg-qa-document-6p.pdf');

function post(path: string, files: File[], init: RequestInit = {}) {
  return callLocalApi(path, { method: 'POST', body: formWithFiles(files), ...init });
}

describe('POST /api/compress-pdf', () => {
  it('answers one item with filename, url, originalSize and compressedSize; the stored file is the smaller one', async () => {
    const response = await post('/api/compress-pdf?level=medium', [pdfFile(photos)]);
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'large-jpeg-qa-document-6p-compressed.pdf', originalSize: photos.bytes.length, pages: 6, keptOriginal: false });
    expect(item.compressedSize).toBeLessThan(item.originalSize);
    expect(findResultByUrl(item.url)!.blob.size).toBe(item.compressedSize);
    expect(item.actions[0]).toMatchObject({ kind: 'images', total: 12 });
    expect(item.actions[0].recompressed).toBeGreaterThan(0);
  });

  it('stores the user\'s own file when nothing got smaller (the worker read it in place and sends nothing back)', async () => {
    const poster = corpusFile('large-jpeg-scan-poster-300dpi.pdf');
    const [item] = await (await post('/api/compress-pdf?level=medium', [pdfFile(poster)])).json();
    expect(item).toMatchObject({ keptOriginal: true, originalSize: poster.bytes.length, compressedSize: poster.bytes.length, size: poster.bytes.length });
    const stored = new Uint8Array(await findResultByUrl(item.url)!.blob.arrayBuffer());
    expect(stored).toEqual(poster.bytes);
  });

  it('uses medium when no level is given, and only the first file', async () => {
    const [item] = await (await post('/api/compress-pdf', [pdfFile(photos), pdfFile(corpusFile('multipage-outline-links-4p.pdf'))])).json();
    expect(item.actions[0]).toMatchObject({ kind: 'images', targetDpi: 150, quality: 75 });
    expect(item.pages).toBe(6);
  });

  it('publishes progress under X-Job-Id', async () => {
    const seen: number[] = [];
    const stop = subscribeJobProgress('compress-1', ({ done }) => seen.push(done));
    await post('/api/compress-pdf?level=high', [pdfFile(photos)], { headers: { 'X-Job-Id': 'compress-1' } });
    stop();
    expect(seen.length).toBeGreaterThan(10);
  });

  it('answers 400 for an unknown level, 422 for a file that needs a password, 400 without a file', async () => {
    const unknown = await post('/api/compress-pdf?level=ultra', [pdfFile(photos)]);
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('X-Error-Code')).toBe('bad-params');
    expect(await unknown.text()).toBe('Unknown compression level "ultra". Choose low, medium, high or extreme.');
    const encrypted = await post('/api/compress-pdf', [pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(encrypted.status).toBe(422);
    expect(encrypted.headers.get('X-Error-Code')).toBe('encrypted');
    expect((await post('/api/compress-pdf', [])).status).toBe(400);
  });

  it('repairs a damaged file first and says so in X-Notices, as facts', async () => {
    const response = await post('/api/compress-pdf', [pdfFile(corpusFile('broken-offsets-01.pdf'))]);
    expect(response.status).toBe(200);
    expect(JSON.parse(decodeURIComponent(response.headers.get('X-Notices')!))).toEqual([
      { kind: 'repaired', fileName: 'broken-offsets-01.pdf' },
    ]);
  });
});

describe('POST /api/optimize-pdf', () => {
  it('web: an item with sizes and what was done, linearization included', async () => {
    const response = await post('/api/optimize-pdf?level=web&quality=75&images=true&fonts=true&metadata=true&annotations=false', [pdfFile(photos)]);
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'large-jpeg-qa-document-6p-optimized.pdf', originalSize: photos.bytes.length, pages: 6 });
    expect(item.compressedSize).toBeLessThan(item.originalSize);
    expect(item.actions).toContainEqual({ kind: 'linearized' });
  });

  it('custom settings come from the query', async () => {
    const [item] = await (await post('/api/optimize-pdf?level=custom&quality=40&images=false&fonts=false&metadata=true&annotations=false', [pdfFile(corpusFile('form-acroform-irs1040-prefilled.pdf'))])).json();
    const kinds = item.actions.map((action: { kind: string }) => action.kind);
    expect(item.actions).toContainEqual({ kind: 'metadata-removed', info: true, xmp: true });
    expect(kinds).not.toContain('fonts-subset');
    expect(kinds).not.toContain('images');
  });

  it('answers 400 for a bad quality or flag', async () => {
    expect((await post('/api/optimize-pdf?level=custom&quality=12', [pdfFile(photos)])).status).toBe(400);
    expect((await post('/api/optimize-pdf?level=custom&images=maybe', [pdfFile(photos)])).status).toBe(400);
    const level = await post('/api/optimize-pdf?level=fast', [pdfFile(photos)]);
    expect(level.status).toBe(400);
    expect(await level.text()).toBe('Unknown optimization level "fast". Choose web, print, archive or custom.');
  });
});
