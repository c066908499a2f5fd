import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { errorResponse } from '../error-response';
import { runJob } from '../run-job';
import { readSettings } from '../read-settings';
import { dropPreview, findPreview, keepPreview, newPreviewId } from '../preview-store';
import { withSettingsChecked } from '../../src/contract/setting-values';
import { ONE_PDF_FILE } from '../../src/contract/api-call';
import { readCallFiles } from '../read-call-files';
import {
  PAGE_HEIGHT_HEADER, PAGE_WIDTH_HEADER, checkPageNumber, closePageImagesOperation, openPageImagesOperation, readPageImageSize,
  renderPageImageOperation, type PreviewDocumentAnswer,
} from '../../src/contract/previews';

/** POST /api/previews — `file` (and `password-0` for a file that needs one): kept for page images under a new id; answers {id, pages, signatures}. */
function openPreviewHandler(engines: LocalEngines) {
  return http.post('/api/previews', ({ request }) => runJob(request, async ({ signal }) => {
    // Refused as every call refuses a file (type, size, emptiness), with its password beside it.
    const [{ name, data: file, password }] = readCallFiles(await request.formData(), ONE_PDF_FILE);
    if (!(file instanceof Blob)) throw new Error('the local API hands on the request\'s own File');
    const id = newPreviewId();
    // Opened now, so an encrypted or damaged file is answered here with its code, not on every page.
    const { pageCount, signatures } = await engines.run(openPageImagesOperation, { key: id, name, file, password }, { signal });
    keepPreview({ id, name, file, password, pages: pageCount });
    const answer: PreviewDocumentAnswer = { id, pages: pageCount, signatures };
    return HttpResponse.json(answer, { status: 201 });
  }));
}

/** GET /api/previews/{id}/pages/{n}?width=&scale= — one page as image/png, its size in points in headers. */
function pageImageHandler(engines: LocalEngines) {
  return http.get('/api/previews/:id/pages/:page', ({ request, params }) => runJob(request, async ({ signal }) => {
    const preview = findPreview(String(params.id));
    if (!preview) return unknownPreview(String(params.id));
    const { width, scale } = readSettings(readPageImageSize, request);
    const pageNumber = withSettingsChecked(() => checkPageNumber(String(params.page), preview.pages));
    const page = await engines.run(renderPageImageOperation, {
      key: preview.id, name: preview.name, file: preview.file, password: preview.password, pageNumber, width, scale,
    }, { signal });
    return new HttpResponse(page.image, {
      headers: { 'Content-Type': 'image/png', [PAGE_WIDTH_HEADER]: String(page.pageWidth), [PAGE_HEIGHT_HEADER]: String(page.pageHeight) },
    });
  }));
}

/** DELETE /api/previews/{id} — the screen shows the file no more: forget it and close it in the render worker. */
function closePreviewHandler(engines: LocalEngines) {
  return http.delete('/api/previews/:id', async ({ params }) => {
    const id = String(params.id);
    if (!dropPreview(id)) return unknownPreview(id);
    await engines.run(closePageImagesOperation, { key: id }).catch(() => undefined);
    return new HttpResponse(null, { status: 204 });
  });
}

export function unknownPreview(id: string): Response {
  return errorResponse('bad-params', `There is no preview ${id}: send the file to /api/previews again.`, { status: 404 });
}

export default function previewHandlers(engines: LocalEngines) {
  return [openPreviewHandler(engines), pageImageHandler(engines), closePreviewHandler(engines)];
}
