import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/local-api';
import { corpusFile, pageTexts } from '../../test/corpus';
import { subscribeJobProgress } from '../../src/api/job-progress';
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
    expect(seen).toEqual([4, 18]);
  });

  it('answers 422 with X-Error-Code encrypted, naming the file and its position', async () => {
    const response = await postMerge([pdfFile(outline4), pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('encrypted');
    expect(response.headers.get('X-Error-File')).toBe('1');
    expect(await response.text()).toContain('encrypted-userpw-01.pdf');
  });

  it('answers 422 with X-Error-Code corrupt and a suggestion to repair', async () => {
    const response = await postMerge([pdfFile(corpusFile('broken-xref-01.pdf')), pdfFile(outline4)]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('corrupt');
    expect(await response.text()).toMatch(/Repair PDF/);
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

  it('answers cancelled when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const response = await postMerge([pdfFile(outline4), pdfFile(tracemonkey)], { signal: controller.signal });
    expect(response.headers.get('X-Error-Code')).toBe('cancelled');
  });
});

describe('GET /api/download-all', () => {
  it('packs the named results into one ZIP', async () => {
    const first = (await (await postMerge([pdfFile(outline4), pdfFile(tracemonkey)])).json())[0];
    const second = (await (await postMerge([pdfFile(tracemonkey), pdfFile(outline4)])).json())[0];
    const response = await callLocalApi(`/api/download-all?files=${encodeURIComponent(`${first.url},${second.url}`)}`);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    expect(Object.keys(zip.files)).toEqual(['merged.pdf', 'merged (2).pdf']);
    const inner = await zip.file('merged (2).pdf')!.async('uint8array');
    expect((await pageTexts(inner))[0]).toContain('Trace-based Just-in-Time');
  });

  it('answers bad-params for results that no longer exist', async () => {
    const response = await callLocalApi('/api/download-all?files=blob%3Ahttp%3A%2F%2Flocalhost%2Fgone');
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
  });
});

describe('GET /api/uploads/{filename}', () => {
  it('returns a stored file by name', async () => {
    await postMerge([pdfFile(outline4), pdfFile(tracemonkey)]);
    const response = await callLocalApi('/api/uploads/merged.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
  });
});
