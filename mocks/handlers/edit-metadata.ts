import type { LocalEngines } from '../local-engines';
import { editMetadataCall, editMetadataOperation } from '../../src/contract/pdf-metadata';
import { route } from '../route';
import { runTool } from '../run-tool';
import { storedItems } from '../stored-item';

/** POST /api/edit-metadata?mode=edit|remove-all — the PDF with its fields written, or with every trace removed. */
export default function editMetadataHandler(engines: LocalEngines) {
  return route(editMetadataCall, async (job) => storedItems((await runTool(engines, editMetadataOperation, job)).outputs));
}
