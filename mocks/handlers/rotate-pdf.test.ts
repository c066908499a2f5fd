import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { wordPagesFile } from '../../test/fixtures/word-pages';
import { popplerPageBoxes } from '../../test/readers/poppler-readers';
import { findResultByUrl } from '../result-store';

async function post(query: string) {
  const file = pdfFile(await wordPagesFile('doc.pdf', 'p', 4));
  return callLocalApi(`/api/rotate-pdf${query}`, { method: 'POST', body: formWithFiles([file]) });
}

describe('POST /api/rotate-pdf', () => {
  it('answers one item, the chosen pages turned', async () => {
    const response = await post('?which=even&angle=270');
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'doc-rotated.pdf', pages: 4 });
    const stored = findResultByUrl(item.url)!;
    expect(popplerPageBoxes(new Uint8Array(await stored.blob.arrayBuffer())).map((page) => page.rotation)).toEqual([0, 270, 0, 270]);
  });

  it('answers 400 for an angle that is not a quarter turn, and for a page the file does not have', async () => {
    const angle = await post('?angle=45');
    expect(angle.status).toBe(400);
    expect(await angle.text()).toBe('Angle must be one of: 90, 180, 270.');
    const page = await post('?which=range&pages=5');
    expect(page.status).toBe(400);
    expect(await page.text()).toBe('Page 5 does not exist: this document has 4 pages');
  });
});
