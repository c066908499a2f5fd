// What the Workflow tool's upload takes: what its first step takes, at the largest size a step accepts.
import { acceptedExtensions, FILE_KINDS, type FileKind } from '../../contract/file-kinds';
import { CONVERT_MAX_SIZE_MB } from '../../contract/convert-to-pdf';
import { DEFAULT_MAX_FILES, type UploadRules } from '../../contract/upload-rules';

/** Before any step is chosen: every kind some step takes. */
export const ANY_WORKFLOW_INPUT: UploadRules = { accept: acceptedExtensions(FILE_KINDS), maxFiles: DEFAULT_MAX_FILES, maxSizeMb: CONVERT_MAX_SIZE_MB };

/** The first step's kinds; the size limit is each step's own (it refuses a larger file by name). */
export function workflowUploadRules(kinds: readonly FileKind[]): UploadRules {
  return kinds.length === 0 ? ANY_WORKFLOW_INPUT : { ...ANY_WORKFLOW_INPUT, accept: acceptedExtensions(kinds) };
}
