import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';

describe('POST /api/pdf-report', () => {
  it('answers the report with the file name and size', async () => {
    const paper = pdfFile(corpusFile('multipage-text-tracemonkey-14p.pdf'));
    const response = await callLocalApi('/api/pdf-report', { method: 'POST', body: formWithFiles([paper]) });
    expect(response.status).toBe(200);
    const report = await response.json();
    expect(report).toMatchObject({ filename: paper.name, size: paper.size, version: '1.4', revisions: 1, encrypted: false });
    expect(report.pages).toHaveLength(14);
  });

  it('answers 400 for a file that is not a PDF', async () => {
    const response = await callLocalApi('/api/pdf-report', { method: 'POST', body: formWithFiles([new File(['hello'], 'a.pdf', { type: 'application/pdf' })]) });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});
