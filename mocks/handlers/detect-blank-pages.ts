import type { LocalEngines } from '../local-engines';
import { route } from '../route';
import { runTool } from '../run-tool';
import { detectBlankPagesCall, detectBlankPagesOperation } from '../../src/contract/remove-blank-pages';

/** POST /api/remove-blank-pages/detect — what each page holds (text, drawings, images, ink), to mark the blank ones. */
export default function detectBlankPagesHandler(engines: LocalEngines) {
  return route(detectBlankPagesCall, async (job) => (await runTool(engines, detectBlankPagesOperation, job)).facts);
}
