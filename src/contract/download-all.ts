// Download all: GET /api/download-all?files=url1,url2, the results as one ZIP.
import { engineOperation } from './engine-operation';

// ── Engine operations (an engine tags its function with implement(); the handlers run them) ──
export interface ZipEntry {
  filename: string;
  blob: Blob;
}

export const zipFilesOperation = engineOperation<{ entries: ZipEntry[] }, Blob>('document', 'zipFiles');
