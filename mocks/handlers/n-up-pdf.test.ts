import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';

const tracemonkey = pdfFile(corpusFile('multipage-text-tracemonkey-14p.pdf'));

function post(query: string, files: File[]) {
  return callLocalApi(`/api/n-up-pdf?${query}`, { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/n-up-pdf', () => {
  it('answers one item: the sheets, named after the input', async () => {
    const response = await post('perSheet=4&sheet=a4', [tracemonkey]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject([{ filename: 'multipage-text-tracemonkey-14p-4-up.pdf', pages: 4 }]);
  });

  it('answers 400 naming a bad setting, and 422 for an encrypted file', async () => {
    const bad = await post('perSheet=5', [tracemonkey]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('Pages per sheet must be one of: 2, 4, 6, 8, 9, 16.');
    expect((await post('margin=80', [tracemonkey])).status).toBe(400);
    const encrypted = await post('perSheet=2', [pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(encrypted.status).toBe(422);
    expect(encrypted.headers.get('X-Error-Code')).toBe('encrypted');
  });
});
