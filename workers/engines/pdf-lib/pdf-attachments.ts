import { EngineError } from '../../../src/contract/errors';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult, type NoFacts, type OutputFile } from '../../../src/contract/engine-job';
import type { NoSettings } from '../../../src/contract/api-call';
import { fileBytes, readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename, uniqueFileNames } from '../../../src/contract/output-names';
import {
  ATTACHMENTS_SUFFIX, editAttachmentsOperation, extractAttachmentsOperation, readAttachmentsOperation,
  type AttachmentsFacts, type EditAttachmentsSettings, type ExtractAttachmentsSettings,
} from '../../../src/contract/pdf-attachments';
import { implement } from '../../runtime/operations';
import { addAttachment, attachmentBytes, attachmentFacts, findAttachments, removeAttachments, type FoundAttachment } from './embedded-files';
import { isoNow } from '../../../src/contract/pdf-dates';
import { withPdf } from './with-pdf';
import { saveWithPdfLib } from '../pdf-lib-pace';

export const readAttachments = implement(readAttachmentsOperation, async (job: EngineJob<NoSettings>): Promise<EngineResult<AttachmentsFacts>> => {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => ({ outputs: [], facts: { attachments: findAttachments(document).map(attachmentFacts) } }));
});

/** The attachments the ids name, or a bad-params error naming an id the file does not have. */
function chosen(attachments: FoundAttachment[], ids: string[], fileName: string): FoundAttachment[] {
  const missing = ids.find((id) => !attachments.some((attachment) => attachment.id === id));
  if (missing) throw new EngineError('bad-params', `${fileName} has no attachment ${missing}.`);
  return ids.length === 0 ? attachments : attachments.filter((attachment) => ids.includes(attachment.id));
}

/** Each chosen attachment as it was put in: its own name (made unique), its own bytes. */
export const extractAttachments = implement(extractAttachmentsOperation, async (job: EngineJob<ExtractAttachmentsSettings>): Promise<EngineResult<NoFacts>> => {
  const file = await readNamedPdf(onlyFile(job));
  return withPdf(file, async (document) => {
    const attachments = chosen(findAttachments(document), job.settings.ids, file.name);
    if (attachments.length === 0) throw new EngineError('bad-params', `${file.name} carries no attached files.`);
    // A name with a folder in it (some tools store paths) is kept to its last part.
    const names = uniqueFileNames(attachments.map((attachment) => attachment.name.split(/[\\/]/).pop() || attachment.id));
    const outputs: OutputFile[] = attachments.map((attachment, index) => ({
      name: names[index], type: attachment.mimeType || 'application/octet-stream', data: attachmentBytes(attachment.fileSpec),
    }));
    return { outputs, facts: {} };
  });
});

/** Removes the named attachments, then adds the new files to the document's list. */
export const editAttachments = implement(editAttachmentsOperation, async (job: EngineJob<EditAttachmentsSettings>): Promise<EngineResult<NoFacts>> => {
  const { add, remove } = job.settings;
  if (add.length === 0 && remove.length === 0) throw new EngineError('bad-params', 'Choose files to attach or attachments to remove.');
  const file = await readNamedPdf(onlyFile(job));
  const newFiles = await Promise.all(add.map(async ({ file: attached, description }) => ({
    name: attached.name, type: attached.type ?? '', bytes: await fileBytes(attached), description,
    modified: attached.data instanceof File ? isoNow(new Date(attached.data.lastModified)) : isoNow(),
  })));
  return withPdf(file, async (document) => {
    removeAttachments(document, remove.length > 0 ? chosen(findAttachments(document), remove, file.name) : []);
    for (const attached of newFiles) addAttachment(document, attached, attached.description);
    const bytes = await saveWithPdfLib(document);
    return { outputs: [pdfOutput(outputFilename(file.name, ATTACHMENTS_SUFFIX), bytes, document.getPageCount())], facts: {} };
  });
});
