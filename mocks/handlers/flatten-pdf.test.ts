import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';

const form = pdfFile(corpusFile('form-acroform-irs1040-prefilled.pdf'));

describe('POST /api/flatten-pdf', () => {
  it('answers the flattened file', async () => {
    const items = await (await callLocalApi('/api/flatten-pdf?what=forms', { method: 'POST', body: formWithFiles([form]) })).json();
    expect(items).toMatchObject([{ filename: 'form-acroform-irs1040-prefilled-flattened.pdf', pages: 2 }]);
  });

  it('answers 400 naming the bad setting', async () => {
    const response = await callLocalApi('/api/flatten-pdf?what=image&dpi=600', { method: 'POST', body: formWithFiles([form]) });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The resolution must be a number from 72 to 300.');
  });
});
