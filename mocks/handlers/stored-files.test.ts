import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile, pageTexts } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';

const outline4 = corpusFile('multipage-outline-links-4p.pdf');
const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');

async function merged(files: Array<{ name: string; bytes: Uint8Array }>): Promise<{ url: string; filename: string }> {
  const response = await callLocalApi('/api/merge-pdf', { method: 'POST', body: formWithFiles(files.map(pdfFile)) });
  return (await response.json())[0];
}

describe('GET /api/download-all', () => {
  it('packs the named results into one ZIP, numbering repeated names', async () => {
    const first = await merged([outline4, tracemonkey]);
    const second = await merged([tracemonkey, outline4]);
    const response = await callLocalApi(`/api/download-all?files=${encodeURIComponent(`${first.url},${second.url}`)}`);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(zip)).toEqual(['merged.pdf', 'merged (2).pdf']);
    const inner = zip['merged (2).pdf'];
    expect((await pageTexts(inner))[0]).toContain('Trace-based Just-in-Time');
  });

  it('answers 404 for results that no longer exist', async () => {
    const response = await callLocalApi('/api/download-all?files=blob%3Ahttp%3A%2F%2Flocalhost%2Fgone');
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
  });

  it('answers 400 when no file is named', async () => {
    const response = await callLocalApi('/api/download-all?files=');
    expect(response.status).toBe(400);
  });
});

describe('GET /api/uploads/{filename}', () => {
  it('returns the stored file with that name, byte for byte', async () => {
    const { url } = await merged([outline4, tracemonkey]);
    const response = await callLocalApi('/api/uploads/merged.pdf');
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const expected = new Uint8Array(await findResultByUrl(url)!.blob.arrayBuffer());
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(expected);
  });

  it('answers 404 for a name it does not hold', async () => {
    expect((await callLocalApi('/api/uploads/nothing.pdf')).status).toBe(404);
  });
});

describe('DELETE /api/results', () => {
  it('forgets the named results, so their memory is freed', async () => {
    const { url } = await merged([outline4, tracemonkey]);
    const response = await callLocalApi(`/api/results?files=${encodeURIComponent(url)}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(findResultByUrl(url)).toBeUndefined();
    expect((await callLocalApi(`/api/download-all?files=${encodeURIComponent(url)}`)).status).toBe(404);
  });
});
