import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { wordPagesFile } from '../../test/fixtures/word-pages';
import { popplerPageTexts } from '../../test/readers/poppler-readers';
import { findResultByUrl } from '../result-store';

function post(files: File[]) {
  return callLocalApi('/api/reverse-pdf', { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/reverse-pdf', () => {
  it('answers one item, the pages last page first', async () => {
    const response = await post([pdfFile(await wordPagesFile('stack.pdf', 'page', 3))]);
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'stack-reversed.pdf', pages: 3 });
    const stored = findResultByUrl(item.url)!;
    expect(popplerPageTexts(new Uint8Array(await stored.blob.arrayBuffer()))).toEqual(['page3', 'page2', 'page1']);
  });

  it('answers 422 encrypted for a locked file, and 422 corrupt for a file that is not a PDF inside', async () => {
    const encrypted = await post([pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(encrypted.status).toBe(422);
    expect(encrypted.headers.get('X-Error-Code')).toBe('encrypted');
    const damaged = await post([pdfFile({ name: 'damaged.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nnothing here') })]);
    expect(damaged.headers.get('X-Error-Code')).toBe('corrupt');
  });
});
