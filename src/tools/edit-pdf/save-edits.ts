// The editor's calls: its edits to /api/edit-pdf, passwords to /api/protect-pdf and /api/unlock-pdf.
import { apiFetch } from '../../api/api-fetch';
import { apiErrorFrom } from '../../api/api-error';
import { imageFieldOf, type EditSet } from '../../contract/edit-pdf';
import { protectQuery, type ProtectSettings } from '../../contract/protect-pdf';
import type { ResultItem } from '../../contract/results';
import type { RunContext } from '../../components/ProcessingWidget';
import { findQueryParams, type FindTextAnswer, type FindTextQuery } from '../../contract/find-text';
import type { FormFieldsAnswer } from '../../contract/form-fields';

async function post(endpoint: string, form: FormData, { signal, jobId }: RunContext, query: Record<string, string> = {}): Promise<ResultItem[]> {
  const search = new URLSearchParams(query).toString();
  const response = await apiFetch(`/api/${endpoint}${search ? `?${search}` : ''}`, {
    method: 'POST', body: form, signal, headers: { 'X-Job-Id': jobId },
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}

export function saveEdits(file: File, edits: EditSet, pictures: Map<string, Blob>, context: RunContext): Promise<ResultItem[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('edits', JSON.stringify(edits));
  for (const item of edits.items) {
    const picture = item.kind === 'image' ? pictures.get(item.id) : undefined;
    if (picture) form.append(imageFieldOf(item.id), picture, `${item.id}.${picture.type === 'image/jpeg' ? 'jpg' : 'png'}`);
  }
  return post('edit-pdf', form, context);
}

export function protectFile(file: File, settings: ProtectSettings, context: RunContext): Promise<ResultItem[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('userPassword', settings.userPassword);
  form.append('ownerPassword', settings.ownerPassword);
  return post('protect-pdf', form, context, protectQuery(settings.permissions));
}

export function unlockFile(file: File, password: string, context: RunContext): Promise<ResultItem[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('password', password);
  return post('unlock-pdf', form, context);
}

/** The matches of a redaction search, for the person to review before marking them. */
export async function findText(file: File, query: FindTextQuery, signal?: AbortSignal): Promise<FindTextAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await apiFetch(`/api/find-text?${new URLSearchParams(findQueryParams(query)).toString()}`, { method: 'POST', body: form, signal });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}

/** The fillable fields of the file, to show in the form panel. */
export async function listFormFields(file: File, signal?: AbortSignal): Promise<FormFieldsAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await apiFetch('/api/form-fields', { method: 'POST', body: form, signal });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}
