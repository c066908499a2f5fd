// Optimize's fast web view: the cleaned file goes to qpdf in the linearize worker, under a time limit.
// qpdf fails on some real-world files and stalls on others inside one call; either way the user gets
// the optimized file without fast web view, told so, instead of an error or a job that never ends.
import type { EngineResult } from '../src/contract/engine-job';
import type { ProgressCallback } from '../src/contract/errors';
import { linearizePdfOperation, linearizeTimeLimitMs } from '../src/contract/linearize-pdf';
import type { ShrinkFacts } from '../src/contract/shrink-result';
import type { LocalEngines } from './local-engines';

export interface FastWebViewJob {
  signal: AbortSignal;
  onProgress?: ProgressCallback;
  /** Given by tests; otherwise by the file's size. */
  timeLimitMs?: number;
}

/** The shrink result with its file linearized, or as it was with `not-linearized` among its actions. */
export async function withFastWebView(engines: LocalEngines, result: EngineResult<ShrinkFacts>, job: FastWebViewJob): Promise<EngineResult<ShrinkFacts>> {
  // The original, kept as it came, already has fast web view (shrink-pdf.ts keeps no other).
  if (result.facts.keptOriginal) return result;
  const [output] = result.outputs;
  const bytes = output.data as Uint8Array;
  const linearized = await linearizedOrNothing(engines, bytes, job.signal, job.timeLimitMs ?? linearizeTimeLimitMs(bytes.length));
  job.onProgress?.(1, 1);
  const { facts } = result;
  if (!linearized) return { outputs: [output], facts: { ...facts, actions: [...facts.actions, { kind: 'not-linearized' }] } };
  return {
    outputs: [{ ...output, data: linearized }],
    facts: { ...facts, compressedSize: linearized.length, actions: [...facts.actions, { kind: 'linearized' }] },
  };
}

async function linearizedOrNothing(engines: LocalEngines, bytes: Uint8Array, signal: AbortSignal, limitMs: number): Promise<Uint8Array | undefined> {
  const timeUp = new AbortController();
  const timer = setTimeout(() => timeUp.abort(new DOMException('Linearization took too long.', 'TimeoutError')), limitMs);
  const stop = AbortSignal.any([signal, timeUp.signal]);
  // The worker gets a copy: the bytes are transferred to it, and the cleaned file must outlive a stall.
  const run = engines.run(linearizePdfOperation, bytes.slice(), { signal: stop });
  // A stopped browser worker rejects at once, but an engine that never answers (in-process) is left
  // behind: the race ends on the signal itself.
  const stopped = new Promise<never>((_, reject) => stop.addEventListener('abort', () => reject(stop.reason), { once: true }));
  run.catch(() => undefined);
  try {
    return await Promise.race([run, stopped]);
  } catch {
    // The user's cancel ends the job; qpdf's own failure or the time limit only costs fast web view.
    signal.throwIfAborted();
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
