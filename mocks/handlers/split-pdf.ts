import { http } from 'msw';
import type { LocalEngines } from '../local-engines';
import { runJob } from '../run-job';
import { partsResponse } from '../store-parts';
import { readOnePdf } from '../read-one-pdf';
import { readSettings } from '../read-settings';
import { readSplitQuery, splitOptions, splitPdfOperation } from '../../src/contract/split-pdf';

/** POST /api/split-pdf?mode=range&range=1-3,5 or ?mode=every&every=N — one item per part. */
export default function splitPdfHandler(engines: LocalEngines) {
  return http.post('/api/split-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    // The settings first: an unknown mode is a 400 before the file is read.
    const settings = readSettings(readSplitQuery, request);
    const file = await readOnePdf(await request.formData());
    return partsResponse(await engines.run(splitPdfOperation, splitOptions(file, settings), { signal, onProgress }));
  }));
}
