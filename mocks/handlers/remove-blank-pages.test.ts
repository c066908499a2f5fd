import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { blankPagesFixture } from '../../test/fixtures/layout-detection-fixtures';
import { corpusFile } from '../../test/fixtures/corpus';
import { findResultByUrl } from '../result-store';
import type { BlankPagesAnswer } from '../../src/contract/remove-blank-pages';

function post(path: string, files: File[]) {
  return callLocalApi(path, { method: 'POST', body: formWithFiles(files) });
}

describe('POST /api/remove-blank-pages/detect and /api/remove-blank-pages', () => {
  it('answers each page\'s facts, then the PDF without the blank pages', async () => {
    const file = pdfFile({ name: 'scan.pdf', bytes: await blankPagesFixture() });
    const detected = await post('/api/remove-blank-pages/detect', [file]);
    expect(detected.status).toBe(200);
    const { pages } = (await detected.json()) as BlankPagesAnswer;
    expect(pages).toHaveLength(8);
    expect(pages[3]).toMatchObject({ page: 4, hasText: true });
    const response = await post('/api/remove-blank-pages?threshold=0.5', [file]);
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'scan-no-blank-pages.pdf', pages: 3 });
    expect(findResultByUrl(item.url)!.blob.size).toBe(item.size);
  });

  it('answers 400 for a threshold out of range, and 422 for an encrypted file', async () => {
    const scan = pdfFile(corpusFile('scanned-no-text-01.pdf'));
    const bad = await post('/api/remove-blank-pages?threshold=9', [scan]);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe('Ink threshold must be a number from 0 to 5 (percent of the page).');
    const encrypted = await post('/api/remove-blank-pages/detect', [pdfFile(corpusFile('encrypted-userpw-01.pdf'))]);
    expect(encrypted.status).toBe(422);
    expect(encrypted.headers.get('X-Error-Code')).toBe('encrypted');
  });
});
