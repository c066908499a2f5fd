// GET /api/previews/{id}/pages/{n}/…: an answer about one page of a file kept for previews (its
// words, its text lines), read by an engine from the kept file with the password that opened it.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { LocalEngines } from './local-engines';
import { runJob } from './run-job';
import { findPreview } from './preview-store';
import { unknownPreview } from './handlers/previews';
import { withSettingsChecked } from '../src/contract/setting-values';
import { checkPageNumber } from '../src/contract/previews';
import type { EngineOperation } from '../src/contract/engine-operation';
import type { NamedPdf, NamedPdfFile } from '../src/contract/named-pdf';

export function previewPageAnswer<Answer extends JsonBodyType>(engines: LocalEngines, what: string, operation: EngineOperation<{ file: NamedPdf | NamedPdfFile; pageNumber: number }, Answer>) {
  return http.get(`/api/previews/:id/pages/:page/${what}`, ({ request, params }) => runJob(request, async ({ signal }) => {
    const preview = findPreview(String(params.id));
    if (!preview) return unknownPreview(String(params.id));
    const pageNumber = withSettingsChecked(() => checkPageNumber(String(params.page), preview.pages));
    const { name, file, password } = preview;
    return HttpResponse.json(await engines.run(operation, { file: { name, file, password }, pageNumber }, { signal }));
  }));
}
