import type { LocalEngines } from '../local-engines';
import { removeBackgroundCall, removeBackgroundOperation } from '../../src/contract/remove-background';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItem } from '../stored-item';

/**
 * POST /api/remove-background?quality=fast|best — the `image` field's subject on a transparent
 * background, as a PNG at the image's own size. Answers {filename, url} (plus width, height, size).
 * The quality is read first: an unknown one is a 400 before the image is read or the model fetched.
 */
export default function removeBackgroundHandler(engines: LocalEngines) {
  return route(removeBackgroundCall, async (job) => {
    const { outputs: [cutout], facts } = await runTool(engines, removeBackgroundOperation, job);
    const { filename, url, size = 0 } = storedItem(cutout);
    return { filename, url, size, ...facts };
  });
}
