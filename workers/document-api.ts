// The document engine (pdf-lib and friends): what document.worker.ts serves.
import { mergePdfs } from './engines/pdf-lib/merge-pdfs';
import { splitPdf } from './engines/pdf-lib/split-pdf';
import { organizePdf } from './engines/pdf-lib/organize-pdf';
import { extractPages, removePages } from './engines/pdf-lib/select-pages';
import { zipFiles } from './engines/zip/zip-files';
import { addPageNumbers, previewPageNumbers } from './engines/stamps/add-page-numbers';
import { addWatermark, previewWatermark } from './engines/stamps/add-watermark';

export const documentApi = {
  mergePdfs, splitPdf, organizePdf, removePages, extractPages, zipFiles,
  addPageNumbers, previewPageNumbers, addWatermark, previewWatermark,
};
export type DocumentApi = typeof documentApi;
