// The rendering engine (pdf.js): what render.worker.ts serves.
import { describePdf } from './engines/pdfjs/describe-pdf';
import { extractPageTexts } from './engines/pdfjs/extract-text';
import { closePageImages, renderPageImage } from './engines/pdfjs/page-images';

export const renderApi = { describePdf, extractPageTexts, renderPageImage, closePageImages };
export type RenderApi = typeof renderApi;
