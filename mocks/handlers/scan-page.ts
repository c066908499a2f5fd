import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { readPageSettingsQuery, scanPageOperation, type ScanPageAnswer } from '../../src/contract/pdf-scanner';
import { readFrame } from '../read-frame';
import { readSettings } from '../read-settings';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';

/**
 * POST /api/scan-page?width=&height=&colorMode=&documentType=&quality=&flags=&corners= — the body's
 * RGBA frame made into a page (found, flattened, cleaned), stored as a JPEG. Answers its URL, size
 * and the corners used, so the screen can offer to move them.
 */
export default function scanPageHandler(engines: LocalEngines) {
  return http.post('/api/scan-page', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const { settings, corners } = readSettings(readPageSettingsQuery, request);
    const image = await readFrame(request);
    const page = await engines.run(scanPageOperation, { image, settings, corners }, { signal, onProgress });
    const stored = storeResult(new Blob([page.jpeg as BlobPart], { type: 'image/jpeg' }), 'page.jpg');
    return HttpResponse.json({
      url: stored.url, filename: stored.filename, size: stored.blob.size, width: page.width, height: page.height, corners: page.corners, detected: page.detected,
    } satisfies ScanPageAnswer);
  }));
}
