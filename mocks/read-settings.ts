// Every handler reads its call's settings the same way: the contract's query reader, with a bad
// setting turned into the contract's 400 (bad-params) naming it.
import { withSettingsChecked } from '../src/contract/setting-values';

/** Reads the settings from the query; anything out of bounds is a 400 naming the setting. */
export function readSettings<T>(read: (query: URLSearchParams) => T, request: Request): T {
  return withSettingsChecked(() => read(new URL(request.url).searchParams));
}
