// The local API's side of a typed call (src/contract/api-call.ts): `route(theCall, handler)` answers
// the call's path (and picks), reads and checks its settings (a bad one is a 400 before any file is
// read), reads its files by the call's rules, runs the handler as a job (progress, cancel, notices,
// coded errors: run-job.ts) and answers the handler's value as JSON.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { picksMatch, type ApiCall } from '../src/contract/api-call';
import type { NamedFile } from '../src/contract/named-file';
import { withSettingsChecked } from '../src/contract/setting-values';
import { readCallFiles } from './read-call-files';
import { runJob, type JobContext } from './run-job';

export interface RouteJob<Settings> extends JobContext {
  files: NamedFile[];
  settings: Settings;
  /** The request's form, for a handler that reads more of it than files and settings. */
  form: FormData;
}

export function route<Settings, Answer>(
  call: ApiCall<Settings, Answer>,
  handle: (job: RouteJob<Settings>) => Promise<Answer>,
): RequestHandler {
  return http.post(call.path, ({ request }) => {
    const query = new URL(request.url).searchParams;
    // Another call on the same path (another `type` of convert-from-pdf) answers it.
    if (!picksMatch(call, query)) return undefined;
    return runJob(request, async (context) => {
      const form = await request.formData();
      const settings = withSettingsChecked(() => call.read({ query, form }));
      const files = readCallFiles(form, call.files);
      return HttpResponse.json(await handle({ ...context, files, settings, form }) as object);
    });
  });
}
