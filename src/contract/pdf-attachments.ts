// Attachments: POST /api/read-attachments lists the files a PDF carries (its embedded files and its
// file-attachment annotations); POST /api/extract-attachments?ids=… gives them back as they were put in;
// POST /api/edit-attachments adds files (form fields `attachment-0`, `attachment-1`, … with the JSON
// field `attachments` giving their descriptions) and removes those named in `remove`.
import { defineCall, filesOnlyCall, ONE_PDF_FILE, type NoSettings, type SettingsRequest, type SettingsSource } from './api-call';
import { toolOperation, type NoFacts } from './engine-job';
import type { NamedFile } from './named-file';
import type { ResultItem } from './results';
import { checkText, SettingsError } from './setting-values';
import { MB, PDF_TOOL_MAX_SIZE_MB } from './upload-rules';

/** One file a PDF carries. */
export interface PdfAttachment {
  /** `file-3` (the document's list of embedded files, in order) or `page-2-annotation-1` (an annotation on page 2). */
  id: string;
  name: string;
  /** Bytes of the file itself, unpacked. */
  size: number;
  description: string;
  mimeType: string;
  /** ISO date the file says it was last changed, or ''. */
  modified: string;
  /** The page whose annotation holds it; none for the document's own list. */
  page?: number;
}

export interface AttachmentsFacts {
  attachments: PdfAttachment[];
}

export interface AttachmentsAnswer extends AttachmentsFacts {
  filename: string;
}

export const readAttachmentsCall = filesOnlyCall<AttachmentsAnswer>({ path: '/api/read-attachments', files: ONE_PDF_FILE });
export const readAttachmentsOperation = toolOperation<NoSettings, AttachmentsFacts>('document', 'readAttachments');

const ATTACHMENT_ID = /^(file-\d+|page-\d+-annotation-\d+)$/;

function checkIds(ids: unknown, label: string): string[] {
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || !ATTACHMENT_ID.test(id))) {
    throw new SettingsError(`${label} must be attachment ids such as file-1 or page-2-annotation-1.`);
  }
  return ids as string[];
}

export interface ExtractAttachmentsSettings {
  /** The attachments to give back; none gives every one. */
  ids: string[];
}

export const defaultExtractAttachmentsSettings: ExtractAttachmentsSettings = { ids: [] };

export const extractAttachmentsCall = defineCall<ExtractAttachmentsSettings, ResultItem[]>({
  path: '/api/extract-attachments',
  files: ONE_PDF_FILE,
  defaults: defaultExtractAttachmentsSettings,
  write: ({ ids }): SettingsRequest => ({ query: ids.length > 0 ? { ids: ids.join(',') } : {} as Record<string, string> }),
  read: ({ query }) => ({ ids: checkIds(query.get('ids')?.split(',').filter(Boolean) ?? [], 'ids') }),
});

export const extractAttachmentsOperation = toolOperation<ExtractAttachmentsSettings, NoFacts>('document', 'extractAttachments');

/** A file to attach, with what the PDF says about it. */
export interface NewAttachment {
  file: NamedFile;
  description: string;
}

export interface EditAttachmentsSettings {
  add: NewAttachment[];
  /** Ids of attachments to take out. */
  remove: string[];
}

export const defaultEditAttachmentsSettings: EditAttachmentsSettings = { add: [], remove: [] };

/** The largest file Folio attaches, as large as the PDFs it opens. */
export const ATTACHMENT_MAX_BYTES = PDF_TOOL_MAX_SIZE_MB * MB;
export const ATTACHMENT_DESCRIPTION_MAX_LENGTH = 500;
/** How many files one request attaches (the form's numbered fields). */
export const ATTACHMENTS_PER_REQUEST = 50;

function fileBlob({ name, type = '', data }: NamedFile): Blob {
  return data instanceof File && data.name === name ? data : new File([data as BlobPart], name, { type });
}

function writeEditAttachments({ add, remove }: EditAttachmentsSettings): SettingsRequest {
  const fields: Record<string, string | Blob> = { attachments: JSON.stringify({ descriptions: add.map((entry) => entry.description), remove }) };
  add.forEach((entry, index) => {
    fields[`attachment-${index}`] = fileBlob(entry.file);
  });
  return { query: {}, fields };
}

function readEditAttachments({ form }: SettingsSource): EditAttachmentsSettings {
  const field = form.get('attachments');
  let parsed: { descriptions?: unknown; remove?: unknown } = {};
  if (typeof field === 'string' && field.trim()) {
    try {
      parsed = JSON.parse(field) as typeof parsed;
    } catch {
      throw new SettingsError('The attachments field is not valid JSON.');
    }
  }
  const descriptions = Array.isArray(parsed.descriptions) ? parsed.descriptions : [];
  const add: NewAttachment[] = [];
  for (let index = 0; index < ATTACHMENTS_PER_REQUEST; index += 1) {
    const blob = form.get(`attachment-${index}`);
    if (!(blob instanceof Blob)) break;
    const name = blob instanceof File && blob.name ? blob.name : `attachment-${index + 1}`;
    if (blob.size > ATTACHMENT_MAX_BYTES) throw new SettingsError(`${name} is larger than ${PDF_TOOL_MAX_SIZE_MB} MB.`);
    add.push({ file: { name, type: blob.type, data: blob }, description: checkText(String(descriptions[index] ?? ''), `The description of ${name}`, ATTACHMENT_DESCRIPTION_MAX_LENGTH) });
  }
  return { add, remove: checkIds(parsed.remove ?? [], 'remove') };
}

/** The PDF with its attachments changed is named after its input: report.pdf → report-attachments.pdf. */
export const ATTACHMENTS_SUFFIX = 'attachments';

export const editAttachmentsCall = defineCall<EditAttachmentsSettings, ResultItem[]>({
  path: '/api/edit-attachments',
  files: ONE_PDF_FILE,
  defaults: defaultEditAttachmentsSettings,
  write: writeEditAttachments,
  read: readEditAttachments,
});

export const editAttachmentsOperation = toolOperation<EditAttachmentsSettings, NoFacts>('document', 'editAttachments');
