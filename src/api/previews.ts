// Files shown in previews are sent to the API once (POST /api/previews) and named by id afterwards,
// so page images and stamp previews never send the file again. Every user of a file's preview holds
// it; when the last lets go, the API forgets the file (DELETE /api/previews/{id}).
import { apiFetch } from './api-fetch';
import { apiErrorFrom } from './api-error';
import type { PreviewDocumentAnswer } from '../contract/previews';

interface Session {
  document: Promise<PreviewDocumentAnswer>;
  holders: number;
}

const sessions = new Map<File, Session>();

async function openPreview(file: File): Promise<PreviewDocumentAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await apiFetch('/api/previews', { method: 'POST', body: form });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.json();
}

/** The file's preview id and page count, sent to the API on the first hold. Pair with `letPreviewGo`. */
export function holdPreview(file: File): Promise<PreviewDocumentAnswer> {
  let session = sessions.get(file);
  if (!session) {
    const opened: Session = { document: openPreview(file), holders: 0 };
    // A file the API refused (encrypted, damaged) is not kept: a later hold asks again.
    opened.document.catch(() => {
      if (sessions.get(file) === opened) sessions.delete(file);
    });
    sessions.set(file, opened);
    session = opened;
  }
  session.holders += 1;
  return session.document;
}

export function letPreviewGo(file: File): void {
  const session = sessions.get(file);
  if (!session) return;
  session.holders -= 1;
  if (session.holders > 0) return;
  sessions.delete(file);
  void session.document.then(({ id }) => apiFetch(`/api/previews/${encodeURIComponent(id)}`, { method: 'DELETE' }), () => undefined);
}
