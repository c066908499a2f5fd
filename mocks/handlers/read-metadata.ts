import type { LocalEngines } from '../local-engines';
import { readMetadataCall, readMetadataOperation } from '../../src/contract/pdf-metadata';
import { route } from '../route';
import { runTool } from '../run-tool';

/** POST /api/read-metadata — what a PDF says about itself: Info and XMP side by side, custom entries, other traces. */
export default function readMetadataHandler(engines: LocalEngines) {
  return route(readMetadataCall, async (job) => ({ filename: job.files[0].name, ...(await runTool(engines, readMetadataOperation, job)).facts }));
}
