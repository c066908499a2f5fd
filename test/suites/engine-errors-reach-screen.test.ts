// An engine failure of every kind reaches the screen as the contract's coded error with its words:
// thrown in a worker (crossing Comlink in the engine protocol's envelope), answered by the local
// API's route as a status, X-Error-Code and plain text, read back by the client as an ApiError, and
// counted by the batch summary the screen shows.
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { WorkerBridge } from '../../workers/runtime/bridge';
import { exposeEngine } from '../../workers/runtime/engine-protocol';
import { dispatchByWorker } from '../../workers/runtime/operation-runner';
import { EngineError, type ErrorCode } from '../../src/contract/errors';
import { ONE_PDF_FILE, queryCall } from '../../src/contract/api-call';
import { toolOperation } from '../../src/contract/engine-job';
import type { ResultItem } from '../../src/contract/results';
import { route } from '../../mocks/route';
import { runTool } from '../../mocks/run-tool';
import { storedItems } from '../../mocks/stored-item';
import { apiErrorFrom } from '../../src/api/api-error';
import { summarizeBatch } from '../../src/lib/batch-summary';

interface ProbeSettings { fail: string }

const probeCall = queryCall<ProbeSettings, ResultItem[]>({
  path: '/api/error-probe',
  files: ONE_PDF_FILE,
  defaults: { fail: '' },
  toQuery: ({ fail }) => ({ fail }),
  fromQuery: (query) => ({ fail: query.get('fail') ?? '' }),
});
const probeOperation = toolOperation<ProbeSettings>('probe', 'failAs');

const words: Record<Exclude<ErrorCode, 'engine-failed'>, string> = {
  corrupt: 'report.pdf is damaged and could not be read. Try Repair PDF first.',
  encrypted: 'report.pdf is encrypted: it needs its password to open. Enter the password for it, then try again.',
  'wrong-password': 'The password for report.pdf is not correct. Check it and try again.',
  'too-large': 'report.pdf exceeds the maximum size of 100MB.',
  'unsupported-type': 'report.pdf is not a supported file type.',
  'bad-params': 'Page 42 does not exist: the file has 4 pages.',
  cancelled: 'Cancelled.',
};
const status: Record<ErrorCode, number> = {
  corrupt: 422, encrypted: 422, 'wrong-password': 422, 'too-large': 413, 'unsupported-type': 415, 'bad-params': 400, cancelled: 499, 'engine-failed': 500,
};

// The engine runs in a "worker" across a MessageChannel, as Comlink carries it in the browser.
const engine = {
  async failAs({ settings }: { settings: ProbeSettings }) {
    if (settings.fail === 'bug') throw new TypeError('x is undefined');
    throw new EngineError(settings.fail as ErrorCode, words[settings.fail as keyof typeof words], { fileIndex: 0 });
  },
};
const bridge = new WorkerBridge(() => {
  const channel = new MessageChannel();
  exposeEngine(engine, channel.port2);
  return Object.assign(channel.port1, { terminate: () => channel.port1.close() }) as unknown as Worker;
});
const handler = route(probeCall, async (job) => storedItems((await runTool(dispatchByWorker({ probe: bridge }), probeOperation, job)).outputs));

async function failWith(fail: string) {
  const form = new FormData();
  form.append('file', new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }));
  const request = new Request(`http://localhost/api/error-probe?fail=${fail}`, { method: 'POST', body: form });
  const response = (await getResponse([handler], request, { baseUrl: 'http://localhost' }))!;
  return { response, error: await apiErrorFrom(response.clone()) };
}

describe('an engine failure on its way to the screen', () => {
  it.each(Object.keys(words) as Array<keyof typeof words>)('%s: the same code and words arrive, with the file to blame', async (code) => {
    const { response, error } = await failWith(code);
    expect(response.status).toBe(status[code]);
    expect(error).toMatchObject({ code, message: words[code], status: status[code], fileIndexes: [0] });
  });

  it('a bug (an uncoded exception) arrives as engine-failed, never as a file problem', async () => {
    const { error } = await failWith('bug');
    expect(error).toMatchObject({ code: 'engine-failed', status: 500 });
    expect(error.message).toContain('x is undefined');
  });

  it('the batch summary counts unreadable files apart from failures of the tool', async () => {
    const codes: ErrorCode[] = ['corrupt', 'encrypted', 'engine-failed'];
    const ended = await Promise.all(codes.map(async (code) => ({ status: 'error' as const, code: (await failWith(code === 'engine-failed' ? 'bug' : code)).error.code })));
    expect(summarizeBatch([{ status: 'complete' }, ...ended], (count) => `${count} compressed`)).toBe('1 compressed; 2 could not be read; 1 failed');
  });
});
