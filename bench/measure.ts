// Wall-clock timing shared by every bench case.
import { performance } from 'node:perf_hooks';

// The warm-up run pays for JIT compilation, lazy imports and a cold disk cache, which the timed runs should not.
export const WARM_UP_RUNS = 1;
export const TIMED_RUNS = 5;

export interface Timing {
  medianMs: number;
  minMs: number;
  maxMs: number;
}

/**
 * Runs `job` WARM_UP_RUNS times untimed, then `timedRuns` (TIMED_RUNS unless a long case asks for
 * fewer) times timed; returns the timing and the last run's result.
 */
export async function timeRuns<T>(job: () => T | Promise<T>, timedRuns = TIMED_RUNS): Promise<{ timing: Timing; result: T }> {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) await job();
  const durations: number[] = [];
  let result: T | undefined;
  for (let run = 0; run < timedRuns; run += 1) {
    const start = performance.now();
    result = await job();
    durations.push(performance.now() - start);
  }
  return { timing: summarize(durations), result: result as T };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// The median rather than the mean: one run disturbed by GC or another process should not move the figure.
export function summarize(durations: number[]): Timing {
  return { medianMs: median(durations), minMs: Math.min(...durations), maxMs: Math.max(...durations) };
}
