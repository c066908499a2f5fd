// How engines cross the worker boundary. Comlink clones thrown errors without their custom
// fields, so the worker answers with an envelope and the caller turns it back into an EngineError.
import * as Comlink from 'comlink';
import { EngineError, type ErrorCode, type ProgressCallback } from '../../src/contract/errors';
import { collectJobNotices } from './job-notices';
import { outputsAsBlobs } from './outputs-as-blobs';
import type { JobNotice } from '../../src/contract/notices';

// Every engine method takes one input object and an optional progress callback; the signal reaches
// engines run in-process (the Node tests), while in the browser a cancel terminates the worker instead.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EngineApi = Record<string, (input: any, onProgress?: ProgressCallback, signal?: AbortSignal) => unknown>;

export type Envelope =
  | { ok: true; value: unknown; notices?: JobNotice[] }
  | { ok: false; error: { code: ErrorCode; message: string; fileIndexes?: number[] } };

export interface WorkerEndpoint {
  call(method: string, input: unknown, onProgress?: ProgressCallback): Promise<Envelope>;
}

/** Called in a *.worker.ts entry: serves the engine API to the bridge (over `port` in tests). */
export function exposeEngine(api: EngineApi, port?: Comlink.Endpoint): void {
  const endpoint: WorkerEndpoint = {
    async call(method, input, onProgress) {
      try {
        const { value: made, notices } = await collectJobNotices(() => api[method](input, onProgress));
        const value = outputsAsBlobs(made);
        const envelope: Envelope = { ok: true, value, notices };
        return Comlink.transfer(envelope, findTransferables(value));
      } catch (error) {
        return { ok: false, error: describeError(error) };
      }
    },
  };
  Comlink.expose(endpoint, port);
}

export function unwrapEnvelope(envelope: Envelope): unknown {
  if (envelope.ok) return envelope.value;
  const { code, message, fileIndexes } = envelope.error;
  throw new EngineError(code, message, { fileIndexes });
}

function describeError(error: unknown) {
  if (error instanceof EngineError) {
    return { code: error.code, message: error.message, fileIndexes: error.fileIndexes };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'engine-failed' as const, message: `The engine failed: ${message}` };
}

/** ArrayBuffers inside a value, so they are moved to the other thread rather than copied. */
export function findTransferables(value: unknown, found: Set<ArrayBuffer> = new Set(), depth = 0): ArrayBuffer[] {
  if (depth > 4 || value === null || typeof value !== 'object') return [...found];
  if (value instanceof ArrayBuffer) found.add(value);
  else if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
  } else if (Array.isArray(value)) value.forEach((item) => findTransferables(item, found, depth + 1));
  else if (Object.getPrototypeOf(value) === Object.prototype) {
    Object.values(value).forEach((item) => findTransferables(item, found, depth + 1));
  }
  return [...found];
}
