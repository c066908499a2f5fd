import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { wordPagesFile } from '../../test/fixtures/word-pages';
import { popplerPageTexts } from '../../test/readers/poppler-readers';
import { findResultByUrl } from '../result-store';

async function post(query: string) {
  const file = pdfFile(await wordPagesFile('doc.pdf', 'p', 3));
  return callLocalApi(`/api/add-blank-pages${query}`, { method: 'POST', body: formWithFiles([file]) });
}

describe('POST /api/add-blank-pages', () => {
  it('answers one item with the pages and how many blank pages were added', async () => {
    const response = await post('?position=to-multiple&multiple=4');
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'doc-blank-pages.pdf', pages: 4, blankPages: 1 });
    const stored = findResultByUrl(item.url)!;
    expect(popplerPageTexts(new Uint8Array(await stored.blob.arrayBuffer()))).toEqual(['p1', 'p2', 'p3', '']);
  });

  it('answers 400 for an unknown position, a bad multiple and a page the file does not have', async () => {
    const position = await post('?position=middle');
    expect(position.status).toBe(400);
    expect(await position.text()).toBe('Position must be one of: after-every, after-pages, before-first, to-multiple.');
    expect((await post('?position=to-multiple&multiple=1')).status).toBe(400);
    const page = await post('?position=after-pages&pages=7');
    expect(page.status).toBe(400);
    expect(await page.text()).toBe('Page 7 does not exist: this document has 3 pages');
  });
});
