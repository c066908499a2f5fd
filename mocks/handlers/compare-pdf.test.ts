import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { compareVersions } from '../../test/fixtures/compare-fixtures';
import type { CompareAnswer } from '../../src/contract/compare-pdf';

describe('POST /api/compare-pdf', () => {
  it('answers the differences between the first file and the second', async () => {
    const { before, after } = await compareVersions();
    const response = await callLocalApi('/api/compare-pdf', { method: 'POST', body: formWithFiles([pdfFile(before), pdfFile(after)]) });
    expect(response.status).toBe(200);
    const answer: CompareAnswer = await response.json();
    expect(answer).toMatchObject({ pagesBefore: 3, pagesAfter: 4, truncated: false });
    expect(answer.differences.map(({ kind }) => kind)).toEqual(['changed', 'changed', 'drawing', 'added', 'page-added']);
    expect(answer.rows).toEqual([{ before: 1, after: 1 }, { before: 2, after: 2 }, { before: 3, after: 3 }, { after: 4 }]);
  });

  it('answers 400 without a second file', async () => {
    const { before } = await compareVersions();
    const response = await callLocalApi('/api/compare-pdf', { method: 'POST', body: formWithFiles([pdfFile(before)]) });
    expect(response.status).toBe(400);
    expect(response.headers.get('X-Error-Code')).toBe('bad-params');
    expect(await response.text()).toBe('Add a second PDF to compare with.');
  });

  it('answers 422 naming the second file when it is not a readable PDF', async () => {
    const { before } = await compareVersions();
    const damaged = { name: 'damaged.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nnot a PDF at all\n%%EOF') };
    const response = await callLocalApi('/api/compare-pdf', { method: 'POST', body: formWithFiles([pdfFile(before), pdfFile(damaged)]) });
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('corrupt');
    expect(response.headers.get('X-Error-File')).toBe('1');
  });
});
