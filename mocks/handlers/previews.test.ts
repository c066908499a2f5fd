import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { findPreview } from '../preview-store';

// Drawing needs OffscreenCanvas, which Node lacks: the images themselves are checked in Chromium
// (e2e: file cards, page grids, stamp previews). Here: the ids, the page counts and the errors.
async function openPreview(file: File) {
  return callLocalApi('/api/previews', { method: 'POST', body: formWithFiles([file]) });
}

describe('POST /api/previews', () => {
  it('keeps the file under a new id and answers its page count', async () => {
    const response = await openPreview(pdfFile(corpusFile('multipage-mixed-geotopo-117p.pdf')));
    expect(response.status).toBe(201);
    const { id, pages } = await response.json();
    expect(pages).toBe(117);
    expect(findPreview(id)).toMatchObject({ name: 'multipage-mixed-geotopo-117p.pdf', pages: 117 });
    const other = await (await openPreview(pdfFile(corpusFile('multipage-outline-links-4p.pdf')))).json();
    expect(other.id).not.toBe(id);
  });

  it('counts the pages of damaged files, which pdf.js reads whole (ranges as it asks for them) to rebuild their index', async () => {
    for (const name of ['broken-xref-01.pdf', 'broken-offsets-01.pdf', 'truncated-tail-01.pdf']) {
      const response = await openPreview(pdfFile(corpusFile(name)));
      expect(response.status, name).toBe(201);
      expect((await response.json()).pages, name).toBeGreaterThan(0);
    }
  });

  it('answers a coded error for a file that needs a password, garbage, or no file', async () => {
    const encrypted = await openPreview(pdfFile(corpusFile('encrypted-userpw-01.pdf')));
    expect(encrypted.status).toBe(422);
    expect(encrypted.headers.get('X-Error-Code')).toBe('encrypted');
    const garbage = await openPreview(new File(['%PDF-1.4 nothing else'], 'garbage.pdf', { type: 'application/pdf' }));
    expect(garbage.headers.get('X-Error-Code')).toBe('corrupt');
    const none = await callLocalApi('/api/previews', { method: 'POST', body: new FormData() });
    expect(none.status).toBe(400);
  });
});

describe('GET /api/previews/{id}/pages/{n}', () => {
  it('answers 404 for an unknown id and 400 for a page or width out of range', async () => {
    expect((await callLocalApi('/api/previews/preview-none/pages/1?width=100')).status).toBe(404);
    const { id } = await (await openPreview(pdfFile(corpusFile('multipage-outline-links-4p.pdf')))).json();
    expect((await callLocalApi(`/api/previews/${id}/pages/5?width=100`)).status).toBe(400);
    expect(await (await callLocalApi(`/api/previews/${id}/pages/1`)).text()).toMatch(/Width must be/);
    expect((await callLocalApi(`/api/previews/${id}/pages/1?width=100&scale=9`)).status).toBe(400);
  });
});

describe('DELETE /api/previews/{id}', () => {
  it('forgets the file; a second delete finds nothing', async () => {
    const { id } = await (await openPreview(pdfFile(corpusFile('multipage-outline-links-4p.pdf')))).json();
    expect((await callLocalApi(`/api/previews/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(findPreview(id)).toBeUndefined();
    expect((await callLocalApi(`/api/previews/${id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('POST /api/{tool}/preview', () => {
  it('answers the settings’ own errors before drawing anything', async () => {
    const { id } = await (await openPreview(pdfFile(corpusFile('multipage-outline-links-4p.pdf')))).json();
    const missingPage = await callLocalApi(`/api/add-page-numbers/preview?document=${id}&width=300&pages=7`, { method: 'POST' });
    expect(missingPage.status).toBe(400);
    expect(await missingPage.text()).toMatch(/Page 7 does not exist/);
    const noImage = await callLocalApi(`/api/add-watermark/preview?document=${id}&width=300&type=image`, { method: 'POST', body: new FormData() });
    expect(noImage.status).toBe(400);
    expect(await noImage.text()).toBe('Choose a PNG or JPEG image for the watermark.');
  });

  it('answers 404 for an unknown document and 400 without one', async () => {
    expect((await callLocalApi('/api/add-page-numbers/preview?document=preview-none&width=300', { method: 'POST' })).status).toBe(404);
    expect((await callLocalApi('/api/add-watermark/preview?width=300', { method: 'POST' })).status).toBe(400);
  });
});

describe('POST /api/add-watermark/preview', () => {
  it('reads the watermark’s own scale setting apart from the preview’s pixel ratio', async () => {
    const { id } = await (await openPreview(pdfFile(corpusFile('multipage-outline-links-4p.pdf')))).json();
    const badRatio = await callLocalApi(`/api/add-watermark/preview?document=${id}&width=300&pixelRatio=9`, { method: 'POST' });
    expect(await badRatio.text()).toMatch(/^Scale must be/);
    const badScale = await callLocalApi(`/api/add-watermark/preview?document=${id}&width=300&pixelRatio=2&scale=7`, { method: 'POST' });
    expect(await badScale.text()).toMatch(/image scale must be/);
  });
});
