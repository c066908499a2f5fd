import type { LocalEngines } from '../local-engines';
import { addPageNumbersCall, addPageNumbersOperation } from '../../src/contract/add-page-numbers';
import { route } from '../route';
import { runTool } from '../run-tool';
import { stampAnswer } from '../stamp-answer';

/** POST /api/add-page-numbers — `file`; position, alignment, format, start, prefix, suffix, font, size, marginX, marginY, pages. */
export default function addPageNumbersHandler(engines: LocalEngines) {
  return route(addPageNumbersCall, async (job) => stampAnswer(await runTool(engines, addPageNumbersOperation, job)));
}
