// Settings and page ranges are checked by pure code in src/lib (shared with the screens), which
// throws its own errors; at the engine's edge they become the contract's bad-params error.
import { PageRangeError } from '../../src/lib/page-ranges';
import { SettingsError } from '../../src/lib/setting-values';
import { EngineError } from './engine-error';

/** Runs `work`, turning a bad setting or page range into the contract's bad-params error. */
export function withSettingsChecked<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SettingsError || error instanceof PageRangeError) throw new EngineError('bad-params', error.message);
    throw error;
  }
}
