// The editor's calls: its edits to /api/edit-pdf, passwords to /api/protect-pdf and /api/unlock-pdf,
// searches, form fields and comparisons.
import { apiRequest } from '../../api/api-request';
import { appendPasswords, type Answered } from '../../api/call-api';
import { readNotices } from '../../api/read-notices';
import { imageFieldOf, type EditSet } from '../../contract/edit-pdf';
import { protectQuery, type ProtectSettings } from '../../contract/protect-pdf';
import type { ResultItem } from '../../contract/results';
import type { RunContext } from '../../components/use-batch';
import { findQueryParams, type FindTextAnswer, type FindTextQuery } from '../../contract/find-text';
import type { FormFieldsAnswer } from '../../contract/form-fields';
import type { CompareAnswer } from '../../contract/compare-pdf';
import { releaseResults } from '../../api/client';
import type { FileAnnotation, FileAnnotationsAnswer } from '../../contract/file-annotations';

function formWith(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** POSTs the form and answers the call's JSON: result files, or facts for the screen. */
async function postForm<Answer>(path: string, form: FormData, signal?: AbortSignal, jobId?: string): Promise<Answer> {
  return (await apiRequest(path, { method: 'POST', body: form, signal, headers: jobId ? { 'X-Job-Id': jobId } : undefined })).json();
}

async function post(endpoint: string, form: FormData, { signal, jobId }: RunContext, query: Record<string, string> = {}): Promise<Answered<ResultItem[]>> {
  const search = new URLSearchParams(query).toString();
  const response = await apiRequest(`/api/${endpoint}${search ? `?${search}` : ''}`, { method: 'POST', body: form, signal, headers: jobId ? { 'X-Job-Id': jobId } : undefined });
  return { answer: await response.json(), notices: readNotices(response) };
}

export function saveEdits(file: File, edits: EditSet, pictures: Map<string, Blob>, context: RunContext): Promise<Answered<ResultItem[]>> {
  const form = formWith(file);
  form.append('edits', JSON.stringify(edits));
  for (const item of edits.items) {
    const picture = item.kind === 'image' ? pictures.get(item.id) : undefined;
    if (picture) form.append(imageFieldOf(item.id), picture, `${item.id}.${picture.type === 'image/jpeg' ? 'jpg' : 'png'}`);
  }
  return post('edit-pdf', form, context);
}

export function protectFile(file: File, settings: ProtectSettings, context: RunContext): Promise<Answered<ResultItem[]>> {
  const form = formWith(file);
  form.append('userPassword', settings.userPassword);
  form.append('ownerPassword', settings.ownerPassword);
  return post('protect-pdf', form, context, protectQuery(settings.permissions));
}

export function unlockFile(file: File, password: string, context: RunContext): Promise<Answered<ResultItem[]>> {
  const form = formWith(file);
  form.append('password', password);
  return post('unlock-pdf', form, context);
}

/** The matches of a redaction search, for the person to review before marking them. */
export function findText(file: File, query: FindTextQuery, signal?: AbortSignal): Promise<FindTextAnswer> {
  return postForm(`/api/find-text?${new URLSearchParams(findQueryParams(query)).toString()}`, formWith(file), signal);
}

/** The fillable fields of the file, to show in the form panel. */
export function listFormFields(file: File, signal?: AbortSignal): Promise<FormFieldsAnswer> {
  return postForm('/api/form-fields', formWith(file), signal);
}

/** The differences between the open file (before) and another version (after), each sent with its password if it has one. */
export function compareFiles(before: File, after: File, { signal, jobId }: RunContext): Promise<CompareAnswer> {
  const form = formWith(before);
  form.append('file', after, after.name);
  appendPasswords(form, [before, after]);
  return postForm('/api/compare-pdf', form, signal, jobId);
}

/** The annotations of the file the editor takes over, the stamps' pictures by object number, and the file without them to draw the pages from. */
export async function listFileAnnotations(file: File, signal?: AbortSignal): Promise<{ annotations: FileAnnotation[]; pictures: Map<number, Blob>; backdrop?: File }> {
  const form = formWith(file);
  appendPasswords(form, [file]);
  const { annotations, pictureUrls, backdropUrl } = await postForm<FileAnnotationsAnswer>('/api/file-annotations', form, signal);
  const urls = [...Object.values(pictureUrls), ...(backdropUrl ? [backdropUrl] : [])];
  // Result URLs, fetched as they are (object URLs in the page, or URLs of the remote API), then let go.
  const blobOf = async (url: string) => (await fetch(url, { signal })).blob();
  try {
    const pictures = new Map(await Promise.all(Object.entries(pictureUrls).map(async ([object, url]) => [Number(object), await blobOf(url)] as const)));
    const backdrop = backdropUrl ? new File([await blobOf(backdropUrl)], file.name, { type: 'application/pdf' }) : undefined;
    return { annotations, pictures, backdrop };
  } finally {
    if (urls.length > 0) void releaseResults(urls);
  }
}
