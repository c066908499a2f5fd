// The document engine (pdf-lib, MuPDF, qpdf and friends): what document.worker.ts serves.
// MuPDF and qpdf are imported inside the functions that need them, so they load on first use.
import { mergePdfs } from './engines/pdf-lib/merge-pdfs';
import { splitPdf } from './engines/pdf-lib/split-pdf';
import { organizePdf } from './engines/pdf-lib/organize-pdf';
import { extractPages, removePages } from './engines/pdf-lib/select-pages';
import { zipFiles } from './engines/zip/zip-files';
import { addPageNumbers, previewPageNumbers } from './engines/stamps/add-page-numbers';
import { addWatermark, previewWatermark } from './engines/stamps/add-watermark';
import { compressPdf } from './engines/compress/compress-pdf';
import { optimizePdf } from './engines/compress/optimize-pdf';
import { inspectPdf, repairPdf } from './engines/mupdf/repair-pdf';

export const documentApi = {
  mergePdfs, splitPdf, organizePdf, removePages, extractPages, zipFiles,
  addPageNumbers, previewPageNumbers, addWatermark, previewWatermark,
  compressPdf, optimizePdf, inspectPdf, repairPdf,
};
export type DocumentApi = typeof documentApi;
