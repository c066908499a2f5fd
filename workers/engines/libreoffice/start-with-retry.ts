// LibreOffice's start-up now and then never ends: once in a full bench run the first conversion got
// neither a result nor an error in 5 minutes, while the same start-up alone took seconds. The
// converter runs in a worker of its own, so a start-up that hangs is ended and tried once more.
import { EngineError } from '../../../src/contract/errors';
import { retryWhenHung } from './time-limit';

/**
 * Start-up takes 5–7 s from the cache, and up to about a minute on a loaded 2-core machine (the
 * download is counted apart, with its own progress): two minutes means it has hung.
 */
export const START_LIMIT_MS = 120_000;
export const START_ATTEMPTS = 2;

export interface Startable {
  initialize(): Promise<void>;
}

/**
 * A converter from `create` whose initialize() finished within `limitMs`. One that did not is
 * handed to `stop` and replaced by a new one, up to `attempts` in all; an error from initialize()
 * itself is not retried.
 */
export function startWithRetry<C extends Startable>(
  create: () => C,
  stop: (converter: C) => void,
  limitMs = START_LIMIT_MS,
  attempts = START_ATTEMPTS,
): Promise<C> {
  return retryWhenHung(() => {
    const converter = create();
    return { work: converter.initialize().then(() => converter), stop: () => stop(converter) };
  }, limitMs, attempts, () => new EngineError(
    'engine-failed',
    `The Office converter did not start (${attempts} tries of ${Math.round(limitMs / 1000)} s each); it was stopped. Convert again to try once more.`,
  ));
}
