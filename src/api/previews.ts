// Files shown in previews are sent to the API once (POST /api/previews) and named by id afterwards,
// so page images and stamp previews never send the file again. Every user of a file's preview holds
// it; when the last lets go, the API forgets the file (DELETE /api/previews/{id}). A file that needs
// a password is held once per password tried: a refused one is not kept, the right one is.
import { apiFetch } from './api-fetch';
import { apiJson } from './api-request';
import { filePassword } from './file-passwords';
import { passwordField } from '../contract/file-passwords';
import type { PreviewDocumentAnswer } from '../contract/previews';

interface Session {
  document: Promise<PreviewDocumentAnswer>;
  holders: number;
}

// By file, then by the password it was opened with ('' for none).
const sessions = new Map<File, Map<string, Session>>();

function openPreview(file: File, password: string): Promise<PreviewDocumentAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (password) form.append(passwordField(0), password);
  return apiJson('/api/previews', { method: 'POST', body: form });
}

function forget(file: File, password: string, session: Session): void {
  const byPassword = sessions.get(file);
  if (byPassword?.get(password) !== session) return;
  byPassword.delete(password);
  if (byPassword.size === 0) sessions.delete(file);
}

/**
 * The file's preview id and page count, sent to the API on the first hold, with the password the
 * user gave for it (by default the current one). Pair with `letPreviewGo` and the same password.
 */
export function holdPreview(file: File, password = filePassword(file) ?? ''): Promise<PreviewDocumentAnswer> {
  let byPassword = sessions.get(file);
  if (!byPassword) {
    byPassword = new Map();
    sessions.set(file, byPassword);
  }
  let session = byPassword.get(password);
  if (!session) {
    const opened: Session = { document: openPreview(file, password), holders: 0 };
    // A file the API refused (encrypted, damaged, a wrong password) is not kept: a later hold asks again.
    opened.document.catch(() => forget(file, password, opened));
    byPassword.set(password, opened);
    session = opened;
  }
  session.holders += 1;
  return session.document;
}

export function letPreviewGo(file: File, password = filePassword(file) ?? ''): void {
  const session = sessions.get(file)?.get(password);
  if (!session) return;
  session.holders -= 1;
  if (session.holders > 0) return;
  forget(file, password, session);
  void session.document.then(({ id }) => apiFetch(`/api/previews/${encodeURIComponent(id)}`, { method: 'DELETE' }), () => undefined);
}
