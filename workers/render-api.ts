// The rendering engine (pdf.js): what render.worker.ts serves.
import { describePdf } from './engines/pdfjs/describe-pdf';
import { extractPageTexts } from './engines/pdfjs/extract-text';
import { closePageImages, openPageImages, renderPageImage } from './engines/pdfjs/page-images';
import { renderFirstPage } from './engines/pdfjs/render-first-page';

export const renderApi = { describePdf, extractPageTexts, openPageImages, renderPageImage, closePageImages, renderFirstPage };
export type RenderApi = typeof renderApi;
