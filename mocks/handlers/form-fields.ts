import type { LocalEngines } from '../local-engines';
import { formFieldsCall, listFormFieldsOperation } from '../../src/contract/form-fields';
import { route } from '../route';
import { runTool } from '../run-tool';

/** POST /api/form-fields — `file`: its fillable fields, with their kinds, values and options. */
export default function formFieldsHandler(engines: LocalEngines) {
  return route(formFieldsCall, async (job) => (await runTool(engines, listFormFieldsOperation, job)).facts);
}
