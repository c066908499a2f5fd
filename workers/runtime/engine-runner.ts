import type { ProgressCallback } from '../../src/contract/errors';
import type { EngineApi } from './engine-protocol';
import { collectJobNotices } from './job-notices';
import { postJobNotices } from './job-notice-board';

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: ProgressCallback;
}

/** What the local API needs from an engine: run one method, with cancel and progress. */
export interface EngineRunner<Api extends EngineApi = EngineApi> {
  run<M extends keyof Api & string>(
    method: M,
    input: Parameters<Api[M]>[0],
    options?: RunOptions,
  ): Promise<Awaited<ReturnType<Api[M]>>>;
}

/** Runs engines on the calling thread: used by the Node tests, where there are no Web Workers. */
export function inProcessRunner<Api extends EngineApi>(api: Api): EngineRunner<Api> {
  return {
    async run<M extends keyof Api & string>(
      method: M,
      input: Parameters<Api[M]>[0],
      options: RunOptions = {},
    ): Promise<Awaited<ReturnType<Api[M]>>> {
      options.signal?.throwIfAborted();
      const { value, notices } = await collectJobNotices(() => api[method](input, options.onProgress, options.signal));
      options.signal?.throwIfAborted();
      postJobNotices(options.signal, notices);
      return value as Awaited<ReturnType<Api[M]>>;
    },
  };
}

/**
 * An in-process runner whose engines are imported on the first call, so a test file that never
 * calls a worker's operations never loads their libraries.
 */
export function lazyInProcessRunner(load: () => Promise<EngineApi>): EngineRunner {
  let runner: Promise<EngineRunner> | undefined;
  return {
    async run(method, input, options) {
      runner ??= load().then(inProcessRunner);
      return (await runner).run(method, input, options);
    },
  };
}
