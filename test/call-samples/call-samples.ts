// Settings each typed call must carry from the screen to the handler unchanged (src/contract/api-calls.test.ts).
// One file per contract module beside this one, discovered: a new call without samples fails that test.
// A module with several calls (repair and its check) exports a list of samples, one per call.
import type { ApiCall } from '../../src/contract/api-call';

export interface CallSamples<Settings> {
  call: ApiCall<Settings, unknown>;
  /** Settings as the screen may send them; each must be read back equal (the defaults are tried too). */
  samples: Settings[];
}

export function callSamples<Settings>(call: ApiCall<Settings, unknown>, samples: Settings[]): CallSamples<Settings> {
  return { call, samples };
}
