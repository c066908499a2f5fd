import { http } from 'msw';
import type { LocalEngines } from '../local-engines';
import { compressPdfOperation } from '../../src/contract/compress-pdf';
import { readOnePdf } from '../read-one-pdf';
import { runJob } from '../run-job';
import { shrinkResponse } from '../shrink-response';
import type { CompressionLevel } from '../../src/contract/shrink-recipes';

/** POST /api/compress-pdf?level=low|medium|high|extreme[&grayscale=true] — one PDF, made smaller (never larger). */
export default function compressPdfHandler(engines: LocalEngines) {
  return http.post('/api/compress-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const query = new URL(request.url).searchParams;
    const file = await readOnePdf(await request.formData());
    const level = (query.get('level') ?? 'medium') as CompressionLevel;
    const result = await engines.run(compressPdfOperation, { file, level, grayscale: query.get('grayscale') === 'true' }, { signal, onProgress });
    return shrinkResponse(file.name, 'compressed', result);
  }));
}
