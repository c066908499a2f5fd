import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';

const tracemonkey = pdfFile(corpusFile('multipage-text-tracemonkey-14p.pdf'));

function post(query: string, files: File[]) {
  return callLocalApi(`/api/poster-pdf?${query}`, { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/poster-pdf', () => {
  it('answers one item: every Letter page at 150 % on 2 × 2 A4 tiles', async () => {
    const response = await post('paper=a4&scale=150', [tracemonkey]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject([{ filename: 'multipage-text-tracemonkey-14p-poster.pdf', pages: 14 * 4 }]);
  });

  it('answers 400 naming a bad setting, and 422 for an encrypted file', async () => {
    const bad = await post('paper=a5', [tracemonkey]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('Paper size must be one of: a4, a3, letter.');
    expect((await post('scale=5', [tracemonkey])).status).toBe(400);
    expect((await post('paper=a4', [pdfFile(corpusFile('encrypted-userpw-01.pdf'))])).status).toBe(422);
  });
});
