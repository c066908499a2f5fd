import type { LocalEngines } from '../local-engines';
import { validateSignaturesCall, validateSignaturesOperation } from '../../src/contract/digital-signature';
import { route } from '../route';
import { runTool } from '../run-tool';

/** POST /api/validate-signatures — every signature of the PDF, checked, against the certificates the user trusts. */
export default function validateSignaturesHandler(engines: LocalEngines) {
  return route(validateSignaturesCall, async (job) => ({ filename: job.files[0].name, ...(await runTool(engines, validateSignaturesOperation, job)).facts }));
}
