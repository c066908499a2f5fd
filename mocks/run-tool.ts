import type { EngineResult, ToolOperation } from '../src/contract/engine-job';
import type { LocalEngines } from './local-engines';
import type { RouteJob } from './route';

/** Hands a call's files and settings to its engine operation as they came, with its progress and cancel. */
export function runTool<Settings, Facts>(
  engines: LocalEngines,
  operation: ToolOperation<Settings, Facts>,
  { files, settings, signal, onProgress }: RouteJob<Settings>,
): Promise<EngineResult<Facts>> {
  return engines.run(operation, { files, settings }, { signal, onProgress });
}
