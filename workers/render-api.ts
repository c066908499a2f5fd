// The rendering engine (pdf.js): what render.worker.ts serves.
import { describePdf } from './engines/pdfjs/describe-pdf';
import { extractPageTexts } from './engines/pdfjs/extract-text';
import { closePageImages, renderPageImage } from './engines/pdfjs/page-images';
import { renderFirstPage } from './engines/pdfjs/render-first-page';

export const renderApi = { describePdf, extractPageTexts, renderPageImage, closePageImages, renderFirstPage };
export type RenderApi = typeof renderApi;
