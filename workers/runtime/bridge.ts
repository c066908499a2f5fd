// One bridge per worker: calls queue, an abort terminates the worker (a running WASM call cannot
// be interrupted any other way), an idle worker is stopped to free memory, progress flows back
// through a Comlink proxy.
import * as Comlink from 'comlink';
import { findTransferables, unwrapEnvelope, type EngineApi, type Envelope, type WorkerEndpoint } from './engine-protocol';
import type { EngineRunner, RunOptions } from './engine-runner';
import { postJobNotices } from './job-notice-board';

const DEFAULT_IDLE_MS = 60_000;

export class WorkerBridge<Api extends EngineApi = EngineApi> implements EngineRunner<Api> {
  private worker?: Worker;
  private endpoint?: Comlink.Remote<WorkerEndpoint>;
  private queue: Promise<unknown> = Promise.resolve();
  private running = 0;
  private idleTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly createWorker: () => Worker,
    private readonly idleMs = DEFAULT_IDLE_MS,
  ) {}

  run<M extends keyof Api & string>(method: M, input: Parameters<Api[M]>[0], options: RunOptions = {}) {
    const job = this.queue.then(() => this.execute(method, input, options));
    this.queue = job.catch(() => undefined);
    return job as Promise<Awaited<ReturnType<Api[M]>>>;
  }

  /** Stops the worker now; the next call starts a fresh one. */
  terminate(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.endpoint?.[Comlink.releaseProxy]();
    this.endpoint = undefined;
  }

  private async execute(method: string, input: unknown, { signal, onProgress }: RunOptions) {
    signal?.throwIfAborted();
    clearTimeout(this.idleTimer);
    this.running += 1;
    try {
      const endpoint = this.ensureWorker();
      // Comlink keys transfer lists by the object itself, so only objects can carry one.
      const payload = input !== null && typeof input === 'object' ? Comlink.transfer(input, findTransferables(input)) : input;
      const call: Promise<Envelope> = endpoint.call(
        method,
        payload,
        onProgress ? Comlink.proxy(onProgress) : undefined,
      );
      const envelope = await this.abortable(call, signal);
      if (envelope.ok) postJobNotices(signal, envelope.notices);
      return unwrapEnvelope(envelope);
    } finally {
      this.running -= 1;
      if (this.running === 0) this.idleTimer = setTimeout(() => this.terminate(), this.idleMs);
    }
  }

  private ensureWorker(): Comlink.Remote<WorkerEndpoint> {
    if (!this.endpoint) {
      this.worker = this.createWorker();
      this.endpoint = Comlink.wrap<WorkerEndpoint>(this.worker);
    }
    return this.endpoint;
  }

  private abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
    if (!signal) return promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        this.terminate();
        reject(signal.reason ?? new DOMException('The job was cancelled.', 'AbortError'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }
}
