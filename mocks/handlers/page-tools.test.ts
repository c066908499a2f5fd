import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile, pageTexts } from '../../test/fixtures/corpus';
import { subscribeJobProgress } from '../job-progress';
import { findResultByUrl } from '../result-store';
import { splitEveryValue } from '../../src/contract/split-pdf';

const outline = pdfFile(corpusFile('multipage-outline-links-4p.pdf'));
const tracemonkey = pdfFile(corpusFile('multipage-text-tracemonkey-14p.pdf'));

function post(path: string, files: File[], init: RequestInit = {}) {
  return callLocalApi(path, { method: 'POST', body: formWithFiles(files), ...init });
}

async function storedTexts(url: string): Promise<string[]> {
  return pageTexts(new Uint8Array(await findResultByUrl(url)!.blob.arrayBuffer()));
}

describe('POST /api/split-pdf', () => {
  it('mode=range: one item per range with filename, url, size and pages', async () => {
    const response = await post(`/api/split-pdf?mode=range&range=${encodeURIComponent('1-2, 4')}`, [outline]);
    expect(response.status).toBe(200);
    const items = await response.json();
    expect(items).toMatchObject([
      { filename: 'multipage-outline-links-4p-pages-1-2.pdf', pages: 2 },
      { filename: 'multipage-outline-links-4p-page-4.pdf', pages: 1 },
    ]);
    expect(items[0].size).toBe(findResultByUrl(items[0].url)!.blob.size);
    const source = await pageTexts(corpusFile('multipage-outline-links-4p.pdf').bytes);
    expect(await storedTexts(items[1].url)).toEqual([source[3]]);
  });

  it('mode=every: a part every N pages', async () => {
    const items = await (await post('/api/split-pdf?mode=every&every=5', [tracemonkey])).json();
    expect(items.map((item: { pages: number }) => item.pages)).toEqual([5, 5, 4]);
  });

  it('every: an empty or non-numeric value, or one under 1, becomes 1', async () => {
    expect(['', null, 'abc', '0', '-3', '3'].map(splitEveryValue)).toEqual([1, 1, 1, 1, 1, 3]);
    const items = await (await post('/api/split-pdf?mode=every&every=abc', [outline])).json();
    expect(items).toHaveLength(4);
  });

  it('answers 400 bad-params with the parser message for a bad range', async () => {
    const response = await post('/api/split-pdf?mode=range&range=2-9', [outline]);
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
    expect(await response.text()).toBe('Page 9 does not exist: this document has 4 pages');
  });

  it('answers 400 for an unknown mode, and 422 for an encrypted file', async () => {
    expect((await post('/api/split-pdf?mode=halves', [outline])).status).toBe(400);
    const encrypted = await post('/api/split-pdf?mode=every&every=1', [pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(encrypted.status).toBe(422);
    expect(encrypted.headers.get('X-Error-Code')).toBe('encrypted');
  });

  it('answers 499 cancelled when the request is aborted while the split runs', async () => {
    const controller = new AbortController();
    const stop = subscribeJobProgress('split-cancel', () => controller.abort());
    const big = pdfFile(corpusFile('multipage-mixed-geotopo-117p.pdf'));
    const response = await post('/api/split-pdf?mode=every&every=1', [big], { signal: controller.signal, headers: { 'X-Job-Id': 'split-cancel' } });
    stop();
    expect(response.status).toBe(499);
    expect(response.headers.get('X-Error-Code')).toBe('cancelled');
  });

  it('publishes progress under the X-Job-Id, ending at the total', async () => {
    const seen: Array<[number, number]> = [];
    const stop = subscribeJobProgress('split-job', ({ done, total }) => seen.push([done, total]));
    await post('/api/split-pdf?mode=every&every=1', [tracemonkey], { headers: { 'X-Job-Id': 'split-job' } });
    stop();
    expect(seen.length).toBe(28);
    expect(seen.at(-1)).toEqual([28, 28]);
  });
});

describe('POST /api/organize-pdf', () => {
  it('applies order and rotation, answering one item', async () => {
    const response = await post('/api/organize-pdf?order=2,1&rotate=1:90', [outline]);
    const [item, ...rest] = await response.json();
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ filename: 'multipage-outline-links-4p-organized.pdf', pages: 2 });
    const source = await pageTexts(corpusFile('multipage-outline-links-4p.pdf').bytes);
    expect(await storedTexts(item.url)).toEqual([source[1], source[0]]);
  });

  it('answers 400 for a page that does not exist', async () => {
    const response = await post('/api/organize-pdf?order=1,7', [outline]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Page 7 does not exist');
  });
});

describe('POST /api/remove-pages and /api/extract-pages', () => {
  it('remove: the PDF without the named pages', async () => {
    const [item] = await (await post('/api/remove-pages?pages=2,4-5', [tracemonkey])).json();
    expect(item).toMatchObject({ filename: 'multipage-text-tracemonkey-14p-pages-removed.pdf', pages: 11 });
  });

  it('remove: refuses every page with a clear 400', async () => {
    const response = await post('/api/remove-pages?pages=1-4', [outline]);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/You cannot remove every page/);
  });

  it('extract: one file, or one per page with individual=true', async () => {
    const single = await (await post('/api/extract-pages?pages=2,4', [outline])).json();
    expect(single).toMatchObject([{ filename: 'multipage-outline-links-4p-pages-2_4.pdf', pages: 2 }]);
    const each = await (await post('/api/extract-pages?pages=2,4&individual=true', [outline])).json();
    expect(each.map((item: { filename: string }) => item.filename)).toEqual([
      'multipage-outline-links-4p-page-2.pdf', 'multipage-outline-links-4p-page-4.pdf',
    ]);
  });

  it('extract: answers 400 bad-params for a bad page list, and 415 for a file that is not a PDF', async () => {
    const response = await post('/api/extract-pages?pages=1-2-3', [outline]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('"1-2-3" is not a page or a range');
    const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    expect((await post('/api/extract-pages?pages=1', [text])).status).toBe(415);
  });

  it('answers 400 when no file is sent', async () => {
    expect((await post('/api/remove-pages?pages=1', [])).status).toBe(400);
  });
});
