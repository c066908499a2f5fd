import { describe, expect, it } from 'vitest';
import type { EngineResult } from '../src/contract/engine-job';
import type { EngineOperation } from '../src/contract/engine-operation';
import { EngineError } from '../src/contract/errors';
import type { ShrinkFacts } from '../src/contract/shrink-result';
import { nodeEngines } from '../node/engines';
import { corpusFile } from '../test/fixtures/corpus';
import { qpdfCheck } from '../test/readers/mupdf-checks';
import type { LocalEngines } from './local-engines';
import { withFastWebView } from './fast-web-view';

const file = corpusFile('multipage-outline-links-4p.pdf');
// The user's file as it came (its bytes do not matter here, only that it is the one handed back).
const original = { name: 'x.pdf', data: new Uint8Array([1, 2, 3]) };
const cleanedAction = { kind: 'structure-cleaned', objectsBefore: 9, objectsAfter: 8 } as const;

/** A cleaned file as the document worker hands it on: not the original, so fast web view follows. */
function cleaned(keptOriginal = false, { originalSize = 90_000, keepable = true, linearized = false } = {}): EngineResult<ShrinkFacts> {
  return {
    outputs: [{ name: 'x-optimized.pdf', type: 'application/pdf', data: file.bytes, pages: 4 }],
    facts: { originalSize, compressedSize: file.bytes.length, keptOriginal, actions: [cleanedAction], original: { keepable, linearized } },
  };
}

const failing = () => enginesWhere(async () => {
  throw new EngineError('engine-failed', 'Linearization failed: qpdf exit 2');
});

/** Engines whose linearize worker answers as `linearize` says; every call is counted. */
function enginesWhere(linearize: (signal?: AbortSignal) => Promise<Uint8Array>): LocalEngines & { calls: number } {
  const engines = {
    calls: 0,
    run<Input, Output>(operation: EngineOperation<Input, Output>, _input: Input, options?: { signal?: AbortSignal }): Promise<Output> {
      expect(operation).toMatchObject({ worker: 'linearize', name: 'linearizePdf' });
      engines.calls += 1;
      return linearize(options?.signal) as Promise<Output>;
    },
  };
  return engines;
}

describe('Optimize\'s fast web view', () => {
  it('linearizes the cleaned file in the linearize worker (qpdf) and says so', async () => {
    const { outputs, facts } = await withFastWebView(nodeEngines, cleaned(), { signal: new AbortController().signal, original });
    const bytes = outputs[0].data as Uint8Array;
    expect(qpdfCheck(bytes, '--check-linearization')).toMatchObject({ status: 0, output: expect.stringContaining('no linearization errors') });
    expect(facts).toMatchObject({ compressedSize: bytes.length, actions: [{ kind: 'structure-cleaned' }, { kind: 'linearized' }] });
    // The hint for the handler is not part of the answer.
    expect(facts).not.toHaveProperty('original');
  });

  it('saves the file without fast web view when qpdf fails, and says so', async () => {
    const { outputs, facts } = await withFastWebView(failing(), cleaned(), { signal: new AbortController().signal, original });
    expect(outputs[0].data).toBe(file.bytes);
    expect(facts.actions).toEqual([cleanedAction, { kind: 'not-linearized' }]);
  });

  it('never larger: when qpdf fails and the cleaned file is not smaller, the original goes back', async () => {
    const { outputs, facts } = await withFastWebView(failing(), cleaned(false, { originalSize: 100 }), { signal: new AbortController().signal, original });
    expect(outputs[0].data).toBe(original.data);
    expect(facts).toMatchObject({ keptOriginal: true, compressedSize: 100, actions: [{ kind: 'kept-original', resultSize: file.bytes.length }, { kind: 'not-linearized' }] });
  });

  it('never larger: an original with fast web view already goes back when the linearized file is not smaller', async () => {
    const { outputs, facts } = await withFastWebView(nodeEngines, cleaned(false, { originalSize: 100, linearized: true }), { signal: new AbortController().signal, original });
    expect(outputs[0].data).toBe(original.data);
    expect(facts).toMatchObject({ keptOriginal: true, actions: [{ kind: 'kept-original' }] });
  });

  it('a larger linearized file is still what was asked for when the original has no fast web view', async () => {
    const { outputs, facts } = await withFastWebView(nodeEngines, cleaned(false, { originalSize: 100 }), { signal: new AbortController().signal, original });
    expect(outputs[0].data).not.toBe(original.data);
    expect(facts).toMatchObject({ keptOriginal: false, actions: [cleanedAction, { kind: 'linearized' }] });
  });

  it('an original that was repaired or unlocked never goes back, larger result or not', async () => {
    const { outputs } = await withFastWebView(failing(), cleaned(false, { originalSize: 100, keepable: false }), { signal: new AbortController().signal, original });
    expect(outputs[0].data).toBe(file.bytes);
  });

  it('stops a qpdf that stalls at the time limit (its worker is told to stop) and saves the file without fast web view', async () => {
    let stopSignal: AbortSignal | undefined;
    const engines = enginesWhere((signal) => {
      stopSignal = signal;
      return new Promise<Uint8Array>(() => undefined);
    });
    const started = performance.now();
    const { outputs, facts } = await withFastWebView(engines, cleaned(), { signal: new AbortController().signal, original, timeLimitMs: 50 });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(stopSignal?.aborted).toBe(true);
    expect(outputs[0].data).toBe(file.bytes);
    expect(facts.actions.at(-1)).toEqual({ kind: 'not-linearized' });
  });

  it('ends the job when the user cancels during a stall', async () => {
    const cancel = new AbortController();
    const engines = enginesWhere(() => new Promise<Uint8Array>(() => undefined));
    const job = withFastWebView(engines, cleaned(), { signal: cancel.signal, original, timeLimitMs: 60_000 });
    cancel.abort(new DOMException('The job was cancelled.', 'AbortError'));
    await expect(job).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('leaves a kept original alone: it already has fast web view', async () => {
    const engines = enginesWhere(async () => new Uint8Array());
    const kept = cleaned(true);
    const { original: _hint, ...facts } = kept.facts;
    expect(await withFastWebView(engines, kept, { signal: new AbortController().signal, original })).toEqual({ outputs: kept.outputs, facts });
    expect(engines.calls).toBe(0);
  });
});
