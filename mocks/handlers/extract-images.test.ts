import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';

const photos = pdfFile(corpusFile('large-jpeg-qa-document-6p.pdf'));

describe('POST /api/extract-images', () => {
  it('answers one item per image, JPEGs as JPEG', async () => {
    const items = await (await callLocalApi('/api/extract-images?minSize=100', { method: 'POST', body: formWithFiles([photos]) })).json();
    expect(items[0]).toMatchObject({ filename: 'large-jpeg-qa-document-6p-page-1-image-1.jpg' });
    expect(items.every((item: { filename: string }) => /\.(jpg|png|jp2)$/.test(item.filename))).toBe(true);
  });

  it('answers 400 for a size out of range, and for a file without images', async () => {
    const size = await callLocalApi('/api/extract-images?minSize=-1', { method: 'POST', body: formWithFiles([photos]) });
    expect(size.status).toBe(400);
    const none = await callLocalApi('/api/extract-images', { method: 'POST', body: formWithFiles([pdfFile(corpusFile('multipage-outline-links-4p.pdf'))]) });
    expect(none.status).toBe(400);
    expect(await none.text()).toBe('multipage-outline-links-4p.pdf has no images.');
  });
});
