import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { listAnnotationsOperation, type FileAnnotationsAnswer } from '../../src/contract/file-annotations';
import { outputFilename } from '../../src/contract/output-names';
import { readOnePdf } from '../read-one-pdf';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';

/** POST /api/file-annotations — `file`: the annotations the editor can take over, the stamps' pictures and the backdrop (the file without them) as result URLs. */
export default function fileAnnotationsHandler(engines: LocalEngines) {
  return http.post('/api/file-annotations', ({ request }) => runJob(request, async ({ signal, onProgress }) => {
    const file = await readOnePdf(await request.formData());
    const { annotations, pictures, backdrop } = await engines.run(listAnnotationsOperation, { file }, { signal, onProgress });
    const pictureUrls = Object.fromEntries(Object.entries(pictures).map(([object, png]) => [
      object, storeResult(new Blob([png as BlobPart], { type: 'image/png' }), outputFilename(file.name, `stamp-${object}`, 'png')).url,
    ]));
    const answer: FileAnnotationsAnswer = { annotations, pictureUrls };
    if (backdrop) answer.backdropUrl = storeResult(new Blob([backdrop as BlobPart], { type: 'application/pdf' }), outputFilename(file.name, 'backdrop')).url;
    return HttpResponse.json(answer);
  }));
}
