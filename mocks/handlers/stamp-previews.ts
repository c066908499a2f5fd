import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';
import { findPreview } from '../preview-store';
import { unknownPreview } from './previews';
import { addPageNumbersCall, previewPageNumbersOperation } from '../../src/contract/add-page-numbers';
import { addWatermarkCall, previewWatermarkOperation } from '../../src/contract/add-watermark';
import type { ApiCall } from '../../src/contract/api-call';
import type { EngineOperation } from '../../src/contract/engine-operation';
import { renderFirstPageOperation } from '../../src/contract/previews';
import { withSettingsChecked } from '../../src/contract/setting-values';
import { readPreviewDocument, readStampPreviewSize, stampPreviewHeaders, stampPreviewPath } from '../../src/contract/stamp-preview';
import type { StampPreview, StampPreviewInput } from '../../src/contract/stamp-results';

/**
 * POST {call's path}/preview?document={id}&width=&pixelRatio=&<the call's settings>, with the call's
 * form fields (the watermark's `image`): the first page the settings stamp, as image/png. The document
 * worker stamps a one-page copy with the same engine as the real run, the render worker draws it.
 * The file is the preview's, by id; the settings are read by the call, as for the real run.
 */
function stampPreviewHandler<Settings>(
  engines: LocalEngines,
  call: ApiCall<Settings, unknown>,
  operation: EngineOperation<StampPreviewInput<Settings>, StampPreview>,
) {
  return http.post(stampPreviewPath(call), ({ request }) => runJob(request, async ({ signal }) => {
    const query = new URL(request.url).searchParams;
    const preview = findPreview(readSettings(readPreviewDocument, request));
    if (!preview) return unknownPreview(query.get('document') ?? '');
    const { width, scale } = readSettings(readStampPreviewSize, request);
    // A preview of settings without form fields may come without a body.
    const form = request.headers.get('Content-Type')?.includes('form') ? await request.formData() : new FormData();
    const settings = withSettingsChecked(() => call.read({ query, form }));
    const source = { key: preview.id, name: preview.name, file: preview.file, password: preview.password };
    const stamped = await engines.run(operation, { source, settings }, { signal });
    const { image } = await engines.run(renderFirstPageOperation, { name: preview.name, bytes: stamped.bytes, width, scale }, { signal });
    return new HttpResponse(image, { headers: { 'Content-Type': 'image/png', ...stampPreviewHeaders(stamped) } });
  }));
}

export default function stampPreviewHandlers(engines: LocalEngines) {
  return [
    stampPreviewHandler(engines, addPageNumbersCall, previewPageNumbersOperation),
    stampPreviewHandler(engines, addWatermarkCall, previewWatermarkOperation),
  ];
}
