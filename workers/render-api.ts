// The rendering engine (pdf.js): what render.worker.ts serves.
import { describePdf } from './engines/pdfjs/describe-pdf';
import { extractPageTexts } from './engines/pdfjs/extract-text';

export const renderApi = { describePdf, extractPageTexts };
export type RenderApi = typeof renderApi;
