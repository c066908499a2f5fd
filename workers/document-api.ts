// The document engine (pdf-lib, MuPDF, qpdf and friends): what document.worker.ts serves.
// MuPDF and qpdf are imported inside the functions that need them, so they load on first use.
import { mergePdfs } from './engines/pdf-lib/merge-pdfs';
import { zipFiles } from './engines/zip/zip-files';
import { compressPdf } from './engines/compress/compress-pdf';
import { optimizePdf } from './engines/compress/optimize-pdf';
import { inspectPdf, repairPdf } from './engines/mupdf/repair-pdf';

export const documentApi = { mergePdfs, zipFiles, compressPdf, optimizePdf, inspectPdf, repairPdf };
export type DocumentApi = typeof documentApi;
