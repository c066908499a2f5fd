import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { editPdfOperation, imageFieldOf, parseEditSet } from '../../src/contract/edit-pdf';
import { withSettingsChecked } from '../../src/contract/setting-values';
import { outputFilename } from '../../src/contract/output-names';
import { readOnePdf } from '../read-one-pdf';
import { readImageField } from '../read-image-field';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';

/** POST /api/edit-pdf — `file`, `edits` (JSON: items, pages, flatten), `image-<id>` per image item. */
export default function editPdfHandler(engines: LocalEngines) {
  return http.post('/api/edit-pdf', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const form = await request.formData();
    const file = await readOnePdf(form);
    const field = form.get('edits');
    const edits = withSettingsChecked(() => parseEditSet(typeof field === 'string' ? field : null));
    const images: Record<string, Uint8Array> = {};
    for (const item of edits.items) {
      // A stamp already in the file (`source`) is moved in place: it has no picture to send.
      if (item.kind === 'image' && item.source === undefined) images[item.id] = (await readImageField(form, imageFieldOf(item.id))).bytes;
    }
    const result = await engines.run(editPdfOperation, { file, edits, images }, { signal, onProgress });
    const stored = storeResult(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }), outputFilename(file.name, 'edited'));
    return HttpResponse.json([{ filename: stored.filename, url: stored.url, size: stored.blob.size, pages: result.pageCount }]);
  }));
}
