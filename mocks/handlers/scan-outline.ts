import type { LocalEngines } from '../local-engines';
import { detectPageOperation, scanOutlineCall } from '../../src/contract/scan-outline';
import { readFrame } from '../read-frame';
import { route } from '../route';

/** POST /api/scan-outline?width=&height= — where the page is in the frame: {corners} or {corners: null}. */
export default function scanOutlineHandler(engines: LocalEngines) {
  return route(scanOutlineCall, async ({ files: [frame], settings, signal }) => engines.run(detectPageOperation, await readFrame(frame, settings), { signal }));
}
