import { http, HttpResponse } from 'msw';
import { errorResponse } from '../error-response';
import { findResultByFilename } from '../result-store';

/** GET /api/uploads/{filename} — a stored file by name. */
export default function storedFileHandler() {
  return http.get('/api/uploads/:filename', ({ params }) => {
    const stored = findResultByFilename(String(params.filename));
    if (!stored) return errorResponse('bad-params', `No stored file is named ${String(params.filename)}.`, { status: 404 });
    return new HttpResponse(stored.blob, { headers: { 'Content-Type': stored.blob.type || 'application/octet-stream' } });
  });
}
