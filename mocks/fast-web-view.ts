// Optimize's fast web view: the cleaned file goes to qpdf in the linearize worker, under a time limit.
// qpdf fails on some real-world files and stalls on others inside one call; either way the user gets
// the optimized file without fast web view, told so, instead of an error or a job that never ends.
// The never-larger rule is kept here too: the original goes back when what came out is not smaller
// and the original may stand in for it (shrink-pdf.ts says so in `facts.original`).
import type { EngineResult } from '../src/contract/engine-job';
import type { ProgressCallback } from '../src/contract/errors';
import { linearizePdfOperation, linearizeTimeLimitMs } from '../src/contract/linearize-pdf';
import { fileBytes, type NamedFile } from '../src/contract/named-file';
import type { ShrinkAction } from '../src/contract/shrink-actions';
import type { ShrinkFacts } from '../src/contract/shrink-result';
import type { LocalEngines } from './local-engines';

export interface FastWebViewJob {
  signal: AbortSignal;
  onProgress?: ProgressCallback;
  /** The user's file as it came: handed back when nothing smaller came out. */
  original: NamedFile;
  /** Given by tests; otherwise by the file's size. */
  timeLimitMs?: number;
}

/** The shrink result with its file linearized, or as it was with `not-linearized` among its actions. */
export async function withFastWebView(engines: LocalEngines, result: EngineResult<ShrinkFacts>, job: FastWebViewJob): Promise<EngineResult<ShrinkFacts>> {
  const { original: originalFacts, ...facts } = result.facts;
  const [output] = result.outputs;
  // The original, kept as it came, already has fast web view (shrink-pdf.ts keeps no other).
  if (facts.keptOriginal) {
    job.onProgress?.(1, 1);
    return { outputs: [output], facts };
  }
  const bytes = await fileBytes(output);
  const linearized = await inTurn(job.signal, () => linearizedOrNothing(engines, bytes, job.signal, job.timeLimitMs ?? linearizeTimeLimitMs(bytes.length)));
  job.onProgress?.(1, 1);
  const made = linearized ?? bytes;
  const keepOriginal = originalFacts?.keepable === true && made.length >= facts.originalSize
    && (linearized === undefined || originalFacts.linearized);
  const webAction: ShrinkAction = { kind: linearized ? 'linearized' : 'not-linearized' };
  if (keepOriginal) {
    const actions: ShrinkAction[] = [{ kind: 'kept-original', resultSize: made.length }, ...(linearized ? [] : [webAction])];
    return { outputs: [{ ...output, data: job.original.data }], facts: { ...facts, compressedSize: facts.originalSize, keptOriginal: true, actions } };
  }
  // Without linearization the worker's own output stands as it came (a Blob, not a second copy in this page).
  return { outputs: [{ ...output, data: linearized ?? output.data }], facts: { ...facts, compressedSize: made.length, actions: [...facts.actions, webAction] } };
}

// One linearization at a time, each timed from its own start: the worker queues calls, and a file
// waiting behind a stalled one must not use up its time limit while it waits.
let queue: Promise<unknown> = Promise.resolve();

async function inTurn<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  const turn = queue.then(() => {
    signal.throwIfAborted();
    return work();
  });
  queue = turn.catch(() => undefined);
  return turn;
}

async function linearizedOrNothing(engines: LocalEngines, bytes: Uint8Array, signal: AbortSignal, limitMs: number): Promise<Uint8Array | undefined> {
  // The worker is stopped when the user cancels or the time is up (AbortSignal.any is too new for
  // some browsers the app supports, so the two are joined by hand).
  const stop = new AbortController();
  const onCancel = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onCancel, { once: true });
  const timer = setTimeout(() => stop.abort(new DOMException('Linearization took too long.', 'TimeoutError')), limitMs);
  // The worker gets a copy: the bytes are transferred to it, and the cleaned file must outlive a stall.
  const run = engines.run(linearizePdfOperation, bytes.slice(), { signal: stop.signal });
  run.catch(() => undefined);
  // A stopped browser worker rejects at once, but an engine that never answers (in-process) is left
  // behind: the race ends on the signal itself.
  let onStop: () => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    onStop = () => reject(stop.signal.reason);
    stop.signal.addEventListener('abort', onStop, { once: true });
  });
  stopped.catch(() => undefined);
  try {
    return await Promise.race([run, stopped]);
  } catch {
    // The user's cancel ends the job; qpdf's own failure or the time limit only costs fast web view.
    signal.throwIfAborted();
    return undefined;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onCancel);
    stop.signal.removeEventListener('abort', onStop);
  }
}
