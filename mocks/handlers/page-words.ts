import { http, HttpResponse } from 'msw';
import type { LocalEngines } from '../local-engines';
import { runJob } from '../run-job';
import { findPreview } from '../preview-store';
import { unknownPreview } from './previews';
import { withSettingsChecked } from '../../src/contract/setting-values';
import { checkPageNumber } from '../../src/contract/previews';
import { pageWordsOperation } from '../../src/contract/page-words';

/** GET /api/previews/{id}/pages/{n}/words — the words of one page of a file kept for previews, with their boxes. */
export default function pageWordsHandler(engines: LocalEngines) {
  return http.get('/api/previews/:id/pages/:page/words', ({ request, params }) => runJob(request, async ({ signal }) => {
    const preview = findPreview(String(params.id));
    if (!preview) return unknownPreview(String(params.id));
    const pageNumber = withSettingsChecked(() => checkPageNumber(String(params.page), preview.pages));
    const { name, file, password } = preview;
    return HttpResponse.json(await engines.run(pageWordsOperation, { file: { name, file, password }, pageNumber }, { signal }));
  }));
}
