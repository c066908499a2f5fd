import type { LocalEngines } from '../local-engines';
import { makeCertificateCall, makeCertificateOperation } from '../../src/contract/digital-signature';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItem } from '../stored-item';

/** POST /api/make-certificate — a personal certificate made on the device, as a .p12 protected by the chosen password. */
export default function makeCertificateHandler(engines: LocalEngines) {
  return route(makeCertificateCall, async (job) => {
    const { outputs, facts } = await runTool(engines, makeCertificateOperation, job);
    return { certificate: storedItem(outputs[0]), facts };
  });
}
