import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';
import { pdfinfoBoxes } from '../../test/readers/pdfinfo-boxes';

const tracemonkey = pdfFile(corpusFile('multipage-text-tracemonkey-14p.pdf'));

function post(query: string, files: File[]) {
  return callLocalApi(`/api/resize-pdf?${query}`, { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/resize-pdf', () => {
  it('answers one item, the pages on the chosen paper, named after the input', async () => {
    const response = await post('mode=scale&paper=a4&fit=fit&orientation=auto', [tracemonkey]);
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'multipage-text-tracemonkey-14p-resized.pdf', pages: 14 });
    const bytes = new Uint8Array(await findResultByUrl(item.url)!.blob.arrayBuffer());
    expect(pdfinfoBoxes(bytes)[0].boxes.MediaBox).toEqual([0, 0, 595.28, 841.89]);
  });

  it('answers 400 naming a bad setting', async () => {
    const paper = await post('paper=b7', [tracemonkey]);
    expect(paper.status).toBe(400);
    expect(await paper.text()).toMatch(/Paper size must be one of/);
    const margin = await post('mode=margins&binding=999', [tracemonkey]);
    expect(margin.status).toBe(400);
    expect(await margin.text()).toMatch(/binding margin must be a number from 0 to 200/);
  });

  it('answers 422 for an encrypted file', async () => {
    const response = await post('mode=scale', [pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('encrypted');
  });
});
