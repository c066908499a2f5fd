import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';

const tracemonkey = pdfFile(corpusFile('multipage-text-tracemonkey-14p.pdf'));

function post(query: string, files: File[]) {
  return callLocalApi(`/api/booklet-pdf?${query}`, { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/booklet-pdf', () => {
  it('answers one item: 14 pages padded to 16, on 8 sides', async () => {
    const response = await post('mode=booklet&sheet=a4', [tracemonkey]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject([{ filename: 'multipage-text-tracemonkey-14p-booklet.pdf', pages: 8 }]);
  });

  it('answers 400 naming a bad setting, and 422 for an encrypted file', async () => {
    const bad = await post('binding=top', [tracemonkey]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('Binding must be one of: left, right.');
    expect((await post('creep=25', [tracemonkey])).status).toBe(400);
    const encrypted = await post('mode=booklet', [pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(encrypted.status).toBe(422);
  });
});
