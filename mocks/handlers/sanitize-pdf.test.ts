import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles } from '../../test/setup/local-api';
import { riskyPdfBytes } from '../../test/fixtures/risky-pdf';

async function risky(): Promise<File> {
  return new File([await riskyPdfBytes() as BlobPart], 'risky.pdf', { type: 'application/pdf' });
}

describe('POST /api/scan-pdf-risks and /api/sanitize-pdf', () => {
  it('counts, cleans and answers the counts before and after', async () => {
    const found = await (await callLocalApi('/api/scan-pdf-risks', { method: 'POST', body: formWithFiles([await risky()]) })).json();
    expect(found).toMatchObject({ filename: 'risky.pdf', javascript: 4, embeddedFiles: 1 });
    const [item] = await (await callLocalApi('/api/sanitize-pdf?remove=javascript,embedded-files', { method: 'POST', body: formWithFiles([await risky()]) })).json();
    expect(item).toMatchObject({ filename: 'risky-sanitized.pdf', pages: 1, before: { javascript: 4 }, after: { javascript: 0, embeddedFiles: 0, comments: 2 } });
  });

  it('answers 400 for an unknown kind', async () => {
    const response = await callLocalApi('/api/sanitize-pdf?remove=viruses', { method: 'POST', body: formWithFiles([await risky()]) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('What to remove must be one of');
  });
});
