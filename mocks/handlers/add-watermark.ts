import type { LocalEngines } from '../local-engines';
import { addWatermarkCall, addWatermarkOperation } from '../../src/contract/add-watermark';
import { route } from '../route';
import { runTool } from '../run-tool';
import { stampAnswer } from '../stamp-answer';

/** POST /api/add-watermark — `file`, `image`; type, text, font, color, size, scale, position, opacity, rotation, layer, pages. */
export default function addWatermarkHandler(engines: LocalEngines) {
  // The picture travels to the worker as the user's own File, inside the settings the contract read.
  return route(addWatermarkCall, async (job) => stampAnswer(await runTool(engines, addWatermarkOperation, job)));
}
