import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { callLocalApi, formWithFiles, origin, pdfFile } from '../../test/setup/local-api';
import { localApiHandlers } from '../local-api';
import { corpusFile, pageTexts } from '../../test/fixtures/corpus';
import { subscribeJobProgress } from '../job-progress';
import { findResultByUrl } from '../result-store';

const outline4 = corpusFile('multipage-outline-links-4p.pdf');
const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');

function postMerge(files: File[], init: RequestInit = {}) {
  return callLocalApi('/api/merge-pdf', { method: 'POST', body: formWithFiles(files), ...init });
}

describe('POST /api/merge-pdf', () => {
  it('answers one item with filename, url, size and pages, the merged file kept in the result store', async () => {
    const response = await postMerge([pdfFile(outline4), pdfFile(tracemonkey)]);
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'merged.pdf', pages: 18 });
    expect(item.url).toMatch(/^blob:/);
    const stored = findResultByUrl(item.url)!;
    expect(stored.blob.size).toBe(item.size);
    const texts = await pageTexts(new Uint8Array(await stored.blob.arrayBuffer()));
    expect(texts[4]).toContain('Trace-based Just-in-Time');
  });

  it('publishes page progress under the X-Job-Id header', async () => {
    const seen: number[] = [];
    const stop = subscribeJobProgress('job-42', ({ done }) => seen.push(done));
    await postMerge([pdfFile(outline4), pdfFile(tracemonkey)], { headers: { 'X-Job-Id': 'job-42' } });
    stop();
    expect(seen.slice(0, 18)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(seen.at(-1)).toBe(18 + Math.ceil(18 / 4));
  });

  it('answers 422 with X-Error-Code encrypted, naming the file and its position', async () => {
    const response = await postMerge([pdfFile(outline4), pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('encrypted');
    expect(response.headers.get('X-Error-File')).toBe('1');
    expect(await response.text()).toContain('encrypted-userpw-01.pdf');
  });

  it('repairs a damaged file first and says so in X-Notices, as facts the screen words', async () => {
    const response = await postMerge([pdfFile(corpusFile('broken-xref-01.pdf')), pdfFile(outline4)]);
    expect(response.status).toBe(200);
    expect((await response.json())[0].pages).toBe(7);
    expect(JSON.parse(decodeURIComponent(response.headers.get('X-Notices')!))).toEqual([
      { kind: 'repaired', fileName: 'broken-xref-01.pdf' },
    ]);
  });

  it('answers 422 with X-Error-Code corrupt and a suggestion to repair for a file beyond repair', async () => {
    const garbage = new File(['%PDF-1.7\nnothing readable here\n%%EOF'], 'garbage.pdf', { type: 'application/pdf' });
    const response = await postMerge([pdfFile(outline4), garbage]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('corrupt');
    expect(response.headers.get('X-Error-File')).toBe('1');
    expect(await response.text()).toMatch(/Repair PDF/);
  });

  it('names every file beyond repair in one answer, with all their positions in X-Error-File', async () => {
    const garbage = (name: string) => new File(['%PDF-1.7\nnothing readable here\n%%EOF'], name, { type: 'application/pdf' });
    const response = await postMerge([garbage('first.pdf'), pdfFile(outline4), garbage('second.pdf')]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-File')).toBe('0,2');
    expect(await response.text()).toBe('first.pdf and second.pdf are damaged and could not be read. Try Repair PDF first.');
  });

  it('names every file it refuses before reading (wrong type, empty) in one answer', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
    const response = await postMerge([text, pdfFile(outline4), empty]);
    expect(response.status).toBe(415);
    expect(response.headers.get('X-Error-File')).toBe('0,2');
    expect(await response.text()).toBe('notes.txt is not a supported file type. empty.pdf is empty.');
  });

  it('sends no X-Notices header when nothing needed repair', async () => {
    const response = await postMerge([pdfFile(outline4), pdfFile(outline4)]);
    expect(response.headers.get('X-Notices')).toBeNull();
  });

  it('answers 415 unsupported-type for a file that is not a PDF', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const response = await postMerge([pdfFile(outline4), text]);
    expect(response.status).toBe(415);
    expect(response.headers.get('X-Error-Code')).toBe('unsupported-type');
  });

  it('answers 400 bad-params for a single file', async () => {
    const response = await postMerge([pdfFile(outline4)]);
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
  });

  it('answers 499 cancelled when the request is aborted while the merge runs', async () => {
    const controller = new AbortController();
    const big = pdfFile(corpusFile('multipage-mixed-geotopo-117p.pdf'));
    const stop = subscribeJobProgress('job-cancel', () => controller.abort());
    const response = await postMerge([big, big, big], { signal: controller.signal, headers: { 'X-Job-Id': 'job-cancel' } });
    stop();
    expect(response.status).toBe(499);
    expect(response.headers.get('X-Error-Code')).toBe('cancelled');
  });

  it('answers 413 too-large for a file over 100 MB', async () => {
    const huge = new File([new Uint8Array(100 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' });
    const response = await postMerge([pdfFile(outline4), huge]);
    expect(response.status).toBe(413);
    expect(response.headers.get('X-Error-Code')).toBe('too-large');
    expect(response.headers.get('X-Error-File')).toBe('1');
    expect(await response.text()).toBe('huge.pdf exceeds the maximum size of 100MB.');
  });

  it('answers 500 engine-failed when the engine breaks unexpectedly', async () => {
    const broken = localApiHandlers({ run: async () => { throw new TypeError('x is undefined'); } });
    const request = new Request(new URL('/api/merge-pdf', origin), { method: 'POST', body: formWithFiles([pdfFile(outline4), pdfFile(tracemonkey)]) });
    const response = (await getResponse(broken, request, { baseUrl: origin }))!;
    expect(response.status).toBe(500);
    expect(response.headers.get('X-Error-Code')).toBe('engine-failed');
  });
});
