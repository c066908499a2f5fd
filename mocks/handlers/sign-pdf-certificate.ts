import type { LocalEngines } from '../local-engines';
import { signPdfCall, signPdfOperation } from '../../src/contract/digital-signature';
import { EngineError } from '../../src/contract/errors';
import { configuredTimestampAuthority } from '../../src/contract/timestamp-authority';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/**
 * POST /api/sign-pdf-certificate — the PDF signed (PAdES B-B, an incremental save) with the .p12 sent
 * beside it; with `timestamp=1`, B-T from the timestamp authority this site was built with.
 */
export default function signPdfCertificateHandler(engines: LocalEngines, authority = configuredTimestampAuthority()) {
  return route(signPdfCall, async (job) => {
    if (job.settings.timestamp && !authority) throw new EngineError('bad-params', 'Timestamps are not set up on this site: sign without one.');
    const settings = { ...job.settings, ...(job.settings.timestamp ? { timestampAuthority: authority } : {}) };
    const { outputs, facts } = await runTool(engines, signPdfOperation, { ...job, settings });
    return { files: await storedItems(outputs), facts };
  });
}
