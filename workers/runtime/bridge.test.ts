import { describe, expect, it } from 'vitest';
import { WorkerBridge } from './bridge';
import { exposeEngine } from './engine-protocol';
import { EngineError, type ProgressCallback } from '../../src/contract/errors';

// What the engine side last answered with, to see whether the answer's bytes left it.
let lastAnswer: Uint8Array | undefined;

// A stand-in for a Web Worker: the engine is served over a MessageChannel in this thread.
const testApi = {
  async giveBack({ bytes }: { bytes: Uint8Array }) {
    lastAnswer = bytes;
    return { bytes, size: bytes.length };
  },
  async write({ bytes }: { bytes: Uint8Array }) {
    return { outputs: [{ name: 'merged.pdf', type: 'application/pdf', data: bytes, pages: 1 }], facts: { kept: 1 } };
  },
  async echo({ bytes }: { bytes: Uint8Array }) {
    return { length: bytes.length, first: bytes[0] };
  },
  async count({ to }: { to: number }, onProgress?: ProgressCallback) {
    for (let done = 1; done <= to; done += 1) onProgress?.(done, to);
    return to;
  },
  async slow({ ms, label }: { ms: number; label: string }) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return label;
  },
  async fail() {
    throw new EngineError('corrupt', 'report.pdf is damaged.', { fileIndex: 2 });
  },
  async failSeveral() {
    throw new EngineError('corrupt', 'a.pdf and c.pdf are damaged.', { fileIndexes: [0, 2] });
  },
  async crash() {
    throw new TypeError('x is undefined');
  },
};

function fakeWorkerFactory() {
  const created: Array<{ terminated: boolean }> = [];
  const create = () => {
    const channel = new MessageChannel();
    exposeEngine(testApi, channel.port2);
    const record = { terminated: false };
    created.push(record);
    return Object.assign(channel.port1, {
      terminate() {
        record.terminated = true;
        channel.port1.close();
        channel.port2.close();
      },
    }) as unknown as Worker;
  };
  return { create, created };
}

describe('WorkerBridge', () => {
  it('runs an engine method in the worker and moves the input bytes instead of copying them', async () => {
    const { create } = fakeWorkerFactory();
    const bridge = new WorkerBridge<typeof testApi>(create);
    const bytes = new Uint8Array([7, 8, 9]);
    expect(await bridge.run('echo', { bytes })).toEqual({ length: 3, first: 7 });
    expect(bytes.byteLength).toBe(0); // transferred: detached on this side
    bridge.terminate();
  });

  it('moves the answer\'s bytes back too: a 100 MB result is not held twice', async () => {
    const { create } = fakeWorkerFactory();
    const bridge = new WorkerBridge<typeof testApi>(create);
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const answer = await bridge.run('giveBack', { bytes });
    expect(bytes.byteLength).toBe(0); // the input left this side
    expect([...answer.bytes]).toEqual([1, 2, 3, 4]);
    expect(answer.size).toBe(4);
    expect(lastAnswer?.byteLength).toBe(0); // and the answer left the engine's side
    bridge.terminate();
  });

  it('hands an engine\'s written files to the page as Blobs made in the worker, keeping their other fields', async () => {
    const { create } = fakeWorkerFactory();
    const bridge = new WorkerBridge<typeof testApi>(create);
    const answer = await bridge.run('write', { bytes: new Uint8Array([37, 80, 68, 70]) }) as unknown as { outputs: Array<{ data: unknown }>; facts: unknown };
    const [output] = answer.outputs;
    expect(output.data).toBeInstanceOf(Blob);
    expect(output).toMatchObject({ name: 'merged.pdf', type: 'application/pdf', pages: 1 });
    expect((output.data as Blob).type).toBe('application/pdf');
    expect([...new Uint8Array(await (output.data as Blob).arrayBuffer())]).toEqual([37, 80, 68, 70]);
    expect(answer.facts).toEqual({ kept: 1 });
    bridge.terminate();
  });

  it('passes progress back through the callback', async () => {
    const { create } = fakeWorkerFactory();
    const bridge = new WorkerBridge<typeof testApi>(create);
    const seen: number[] = [];
    await bridge.run('count', { to: 3 }, { onProgress: (done) => seen.push(done) });
    expect(seen).toEqual([1, 2, 3]);
    bridge.terminate();
  });

  it('queues calls: they run one after another, in order', async () => {
    const { create, created } = fakeWorkerFactory();
    const bridge = new WorkerBridge<typeof testApi>(create);
    const finished: string[] = [];
    await Promise.all([
      bridge.run('slow', { ms: 40, label: 'first' }).then((label) => finished.push(label)),
      bridge.run('slow', { ms: 1, label: 'second' }).then((label) => finished.push(label)),
    ]);
    expect(finished).toEqual(['first', 'second']);
    expect(created).toHaveLength(1);
    bridge.terminate();
  });

  it('turns engine errors back into EngineError with code and file index', async () => {
    const { create } = fakeWorkerFactory();
    const bridge = new WorkerBridge<typeof testApi>(create);
    const error = await bridge.run('fail', undefined).catch((caught) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'corrupt', fileIndex: 2, message: 'report.pdf is damaged.' });
    await expect(bridge.run('crash', undefined)).rejects.toMatchObject({ code: 'engine-failed' });
    bridge.terminate();
  });

  it('keeps every file an engine error names', async () => {
    const { create } = fakeWorkerFactory();
    const bridge = new WorkerBridge<typeof testApi>(create);
    await expect(bridge.run('failSeveral', undefined)).rejects.toMatchObject({ fileIndex: 0, fileIndexes: [0, 2] });
    bridge.terminate();
  });

  it('terminates the worker on abort, rejects with AbortError, and starts a fresh worker for the next call', async () => {
    const { create, created } = fakeWorkerFactory();
    const bridge = new WorkerBridge<typeof testApi>(create);
    const controller = new AbortController();
    const running = bridge.run('slow', { ms: 10_000, label: 'never' }, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(created[0].terminated).toBe(true);
    expect(await bridge.run('slow', { ms: 1, label: 'after' })).toBe('after');
    expect(created).toHaveLength(2);
    bridge.terminate();
  });

  it('does not start a call whose signal is already aborted', async () => {
    const { create, created } = fakeWorkerFactory();
    const bridge = new WorkerBridge<typeof testApi>(create);
    await expect(bridge.run('slow', { ms: 1, label: 'x' }, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(created).toHaveLength(0);
  });

  it('stops an idle worker after the idle time, to free its memory', async () => {
    const { create, created } = fakeWorkerFactory();
    const bridge = new WorkerBridge<typeof testApi>(create, 50);
    await bridge.run('slow', { ms: 1, label: 'x' });
    expect(created[0].terminated).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(created[0].terminated).toBe(true);
  });
});
