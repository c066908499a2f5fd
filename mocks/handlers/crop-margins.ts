import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';
import { cropMarginsCall, cropMarginsOperation } from '../../src/contract/crop-margins';

/** POST /api/crop-margins?margin=10&unit=pt&boxes=same — the PDF with each page's CropBox set to its content plus the margin. */
export default function cropMarginsHandler(engines: LocalEngines) {
  return route(cropMarginsCall, async (job) => storedItems((await runTool(engines, cropMarginsOperation, job)).outputs));
}
