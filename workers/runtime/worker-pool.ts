import type { EngineApi } from './engine-protocol';
import type { EngineRunner, RunOptions } from './engine-runner';

/**
 * Several workers of one engine, so a batch can run two files at once: each call goes to the member
 * with the fewest calls in hand (the first of them on a tie, so a lone call keeps reusing a warm worker).
 * A cancel stops only the member that runs that call. Members are created lazily by their own bridges.
 */
export function workerPool<Api extends EngineApi = EngineApi>(members: Array<EngineRunner<Api>>): EngineRunner<Api> {
  if (members.length === 1) return members[0];
  const inHand = members.map(() => 0);
  return {
    async run<M extends keyof Api & string>(method: M, input: Parameters<Api[M]>[0], options?: RunOptions): Promise<Awaited<ReturnType<Api[M]>>> {
      const chosen = inHand.indexOf(Math.min(...inHand));
      inHand[chosen] += 1;
      try {
        return await members[chosen].run(method, input, options);
      } finally {
        inHand[chosen] -= 1;
      }
    },
  };
}
