import type { LocalEngines } from '../local-engines';
import { signPdfCall, signPdfOperation } from '../../src/contract/digital-signature';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/sign-pdf-certificate — the PDF signed (PAdES B-B, an incremental save) with the .p12 sent beside it. */
export default function signPdfCertificateHandler(engines: LocalEngines) {
  return route(signPdfCall, async (job) => {
    const { outputs, facts } = await runTool(engines, signPdfOperation, job);
    return { files: await storedItems(outputs), facts };
  });
}
