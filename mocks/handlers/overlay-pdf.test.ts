import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';
import { popplerText } from '../../test/readers/poppler-readers';

const outline = pdfFile(corpusFile('multipage-outline-links-4p.pdf'));
const tracemonkey = pdfFile(corpusFile('multipage-text-tracemonkey-14p.pdf'));

function post(query: string, files: File[]) {
  return callLocalApi(`/api/overlay-pdf?${query}`, { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/overlay-pdf', () => {
  it('answers one item: the document, the overlay’s first page drawn on each of its pages', async () => {
    const response = await post('layer=below&pages=first&fit=scale', [outline, tracemonkey]);
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'multipage-outline-links-4p-overlaid.pdf', pages: 4 });
    const bytes = new Uint8Array(await findResultByUrl(item.url)!.blob.arrayBuffer());
    expect(popplerText(bytes, 4)).toContain('Trace-based Just-in-Time');
  });

  it('answers 400 naming a bad setting, and for one file', async () => {
    const layer = await post('layer=sideways', [outline, tracemonkey]);
    expect(layer.status).toBe(400);
    expect(await layer.text()).toMatch(/Layer must be one of: above, below/);
    const one = await post('', [outline]);
    expect(one.status).toBe(400);
    expect(await one.text()).toMatch(/Add the overlay PDF/);
  });

  it('answers 422 naming an encrypted overlay', async () => {
    const response = await post('', [outline, pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('encrypted');
  });
});
