import { http } from 'msw';
import type { LocalEngines } from '../local-engines';
import { runJob } from '../run-job';
import { errorResponse } from '../error-response';
import { partsResponse } from '../store-parts';
import { readOnePdf } from '../read-one-pdf';
import { splitEveryValue, splitPdfOperation } from '../../src/contract/split-pdf';

/** POST /api/split-pdf?mode=range&range=1-3,5 or ?mode=every&every=N — one item per part. */
export default function splitPdfHandler(engines: LocalEngines) {
  return http.post('/api/split-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const query = new URL(request.url).searchParams;
    const mode = query.get('mode') ?? 'range';
    if (mode !== 'range' && mode !== 'every') return errorResponse('bad-params', `Unknown split mode "${mode}": use range or every.`);
    const file = await readOnePdf(await request.formData());
    const options = mode === 'range'
      ? { file, mode, range: query.get('range') ?? '' } as const
      : { file, mode, every: splitEveryValue(query.get('every')) } as const;
    return partsResponse(await engines.run(splitPdfOperation, options, { signal, onProgress }));
  }));
}
