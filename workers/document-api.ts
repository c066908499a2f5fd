// The document engine (pdf-lib and friends): what document.worker.ts serves.
import { mergePdfs } from './engines/pdf-lib/merge-pdfs';
import { zipFiles } from './engines/zip/zip-files';

export const documentApi = { mergePdfs, zipFiles };
export type DocumentApi = typeof documentApi;
