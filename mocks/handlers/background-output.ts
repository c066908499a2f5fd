import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { errorResponse, responseForError } from '../error-response';
import { findResultByUrl, storeResult } from '../result-store';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';
import {
  BACKGROUND_ASSETS_PATH, backgroundResourceKeys, exportCutoutOperation, readRemoveBackgroundQuery, type BackgroundQuality, type BackgroundResource,
} from '../../src/contract/remove-background';
import {
  exportFilename, readCutoutExportQuery, type CutoutExportAnswer, type ModelAvailabilityAnswer,
} from '../../src/contract/background-output';

/**
 * POST /api/remove-background/export?from={result url}&background=#rrggbb&format=png|webp — a new
 * stored result made from a stored cut-out in the background worker; the model does not run again.
 */
function exportCutoutHandler(engines: LocalEngines) {
  return http.post('/api/remove-background/export', ({ request }) => runJob(request, async ({ signal }) => {
    const { from, background, format } = readSettings(readCutoutExportQuery, request);
    const cutout = findResultByUrl(from);
    if (!cutout) return errorResponse('bad-params', 'This cut-out is no longer available. Remove the background again.', { status: 404 });
    const png = new Uint8Array(await cutout.blob.arrayBuffer());
    const bytes = await engines.run(exportCutoutOperation, { png, background, format }, { signal });
    const stored = storeResult(new Blob([bytes as BlobPart], { type: `image/${format}` }), exportFilename(cutout.filename, format));
    const answer: CutoutExportAnswer = { filename: stored.filename, url: stored.url, size: stored.blob.size };
    return HttpResponse.json(answer);
  }));
}

/**
 * GET /api/remove-background/model?quality=fast|best — the size of the quality's model and runtime, and
 * whether they are on this device. The service worker keeps every file under /vendor/heavy/ after its first use (CacheFirst),
 * so "on the device" means: each chunk of the model and of the runtime is in Cache Storage.
 */
const modelAvailabilityHandler = http.get('/api/remove-background/model', async ({ request }) => {
  let quality: BackgroundQuality;
  try {
    ({ quality } = readSettings(readRemoveBackgroundQuery, request));
  } catch (error) {
    // Not a job (no runJob around it), so the bad quality is answered here, as the run's handler would.
    return responseForError(error);
  }
  const base = new URL(BACKGROUND_ASSETS_PATH, request.url);
  let resources: Record<string, BackgroundResource>;
  try {
    resources = await (await fetch(new URL('resources.json', base))).json();
  } catch {
    return HttpResponse.json({ onDevice: false } satisfies ModelAvailabilityAnswer);
  }
  const entries = backgroundResourceKeys(quality).map((key) => resources[key]).filter(Boolean);
  const bytes = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (typeof caches === 'undefined') return HttpResponse.json({ bytes, onDevice: false } satisfies ModelAvailabilityAnswer);
  const urls = entries.flatMap((entry) => entry.chunks.map((chunk) => new URL(chunk.name, base).href));
  const cached = await Promise.all(urls.map((url) => caches.match(url).then(Boolean, () => false)));
  return HttpResponse.json({ bytes, onDevice: cached.every(Boolean) } satisfies ModelAvailabilityAnswer);
});

export default function backgroundOutputHandlers(engines: LocalEngines) {
  return [exportCutoutHandler(engines), modelAvailabilityHandler];
}
