import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { readOnePdf } from '../read-one-pdf';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';
import { outputFilename } from '../../src/lib/output-filename';
import type { CompressionLevel } from '../../workers/engines/compress/recipes';

/** POST /api/compress-pdf?level=low|medium|high|extreme[&grayscale=true] — one PDF, made smaller (never larger). */
export function compressPdfHandler(engines: LocalEngines) {
  return http.post('/api/compress-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const query = new URL(request.url).searchParams;
    const file = await readOnePdf(await request.formData());
    const level = (query.get('level') ?? 'medium') as CompressionLevel;
    const result = await engines.documents.run('compressPdf', { file, level, grayscale: query.get('grayscale') === 'true' }, { signal, onProgress });
    const stored = storeResult(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }), outputFilename(file.name, 'compressed'));
    return HttpResponse.json([{
      filename: stored.filename,
      url: stored.url,
      originalSize: result.originalSize,
      compressedSize: result.compressedSize,
      size: stored.blob.size,
      pages: result.pageCount,
      keptOriginal: result.keptOriginal,
      actions: result.actions,
    }]);
  }));
}
