import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { wordPagesFile } from '../../test/fixtures/word-pages';
import { popplerPageTexts } from '../../test/readers/poppler-readers';
import { findResultByUrl } from '../result-store';
import { alternateMergeNeedsTwoFiles } from '../../src/contract/alternate-merge-pdf';

function post(query: string, files: File[]) {
  return callLocalApi(`/api/alternate-merge-pdf${query}`, { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/alternate-merge-pdf', () => {
  it('answers one item with the interleaved file and what the merge did; the second file is reversed by default', async () => {
    const fronts = pdfFile(await wordPagesFile('fronts.pdf', 'front', 3));
    const backs = pdfFile(await wordPagesFile('backs.pdf', 'back', 2));
    const response = await post('', [fronts, backs]);
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'fronts-interleaved.pdf', pages: 5, pageCounts: [3, 2], alternatedPages: 4 });
    const stored = findResultByUrl(item.url)!;
    expect(stored.blob.size).toBe(item.size);
    expect(popplerPageTexts(new Uint8Array(await stored.blob.arrayBuffer()))).toEqual(['front1', 'back2', 'front2', 'back1', 'front3']);
  });

  it('answers 400 naming the problem: one file, a bad reverse list', async () => {
    const one = await post('?reverse=2', [pdfFile(await wordPagesFile('one.pdf', 'p', 2))]);
    expect(one.status).toBe(400);
    expect(one.headers.get('X-Error-Code')).toBe('bad-params');
    expect(await one.text()).toBe(alternateMergeNeedsTwoFiles);
    const bad = await post('?reverse=second', [pdfFile(await wordPagesFile('one.pdf', 'p', 2))]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/Reverse must list file positions/);
  });

  it('answers 422 encrypted for a locked file without its password', async () => {
    const response = await post('', [pdfFile(await wordPagesFile('a.pdf', 'a', 1)), pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('encrypted');
  });
});
