import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { readSettings } from '../read-settings';
import { readWatermarkImage } from '../read-stamp-request';
import { runJob } from '../run-job';
import { findPreview, type StoredPreview } from '../preview-store';
import { unknownPreview } from './previews';
import { previewPageNumbersOperation, readPageNumberQuery } from '../../src/contract/add-page-numbers';
import { previewWatermarkOperation, readWatermarkQuery } from '../../src/contract/add-watermark';
import { renderFirstPageOperation } from '../../src/contract/previews';
import { readPreviewDocument, readStampPreviewSize, stampPreviewHeaders } from '../../src/contract/stamp-preview';
import type { PreviewSource, StampPreview } from '../../src/contract/stamp-results';

type MakePreview = (source: PreviewSource, request: Request) => Promise<StampPreview>;

/**
 * The first page the settings stamp, as image/png: the document worker stamps a one-page copy with
 * the same engine as the real run, the render worker draws it. The file is the preview's, by id.
 */
function stampPreviewHandler(path: string, engines: LocalEngines, make: MakePreview) {
  return http.post(path, ({ request }) => runJob(request, async ({ signal }) => {
    const query = new URL(request.url).searchParams;
    const preview: StoredPreview | undefined = findPreview(readSettings(readPreviewDocument, request));
    if (!preview) return unknownPreview(query.get('document') ?? '');
    const { width, scale } = readSettings(readStampPreviewSize, request);
    const stamped = await make({ key: preview.id, name: preview.name, file: preview.file, password: preview.password }, request);
    const { image } = await engines.run(renderFirstPageOperation, { name: preview.name, bytes: stamped.bytes, width, scale }, { signal });
    return new HttpResponse(image, { headers: { 'Content-Type': 'image/png', ...stampPreviewHeaders(stamped) } });
  }));
}

/** POST /api/add-page-numbers/preview?document={id}&width=&pixelRatio=&<the tool's settings>. */
function pageNumbersPreviewHandler(engines: LocalEngines) {
  return stampPreviewHandler('/api/add-page-numbers/preview', engines, (source, request) => {
    const settings = readSettings(readPageNumberQuery, request);
    return engines.run(previewPageNumbersOperation, { source, settings }, { signal: request.signal });
  });
}

/** POST /api/add-watermark/preview?document={id}&width=&pixelRatio=&<the tool's settings>; form: optional `image`. */
function watermarkPreviewHandler(engines: LocalEngines) {
  return stampPreviewHandler('/api/add-watermark/preview', engines, async (source, request) => {
    const settings = readSettings(readWatermarkQuery, request);
    const form = request.headers.get('Content-Type')?.includes('form') ? await request.formData() : new FormData();
    const image = settings.type === 'image' ? await readWatermarkImage(form) : undefined;
    return engines.run(previewWatermarkOperation, { source, settings, image }, { signal: request.signal });
  });
}

export default function stampPreviewHandlers(engines: LocalEngines) {
  return [pageNumbersPreviewHandler(engines), watermarkPreviewHandler(engines)];
}
