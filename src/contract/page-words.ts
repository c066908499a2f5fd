// The words of one page, for selecting text in the editor's view: GET /api/previews/{id}/pages/{n}/words
// names a file already sent for page images, so selecting text never sends the file again. Boxes are
// in the editor's page coordinates (PDF points from the top-left of the page as shown), the space its
// overlay draws in and its edits are saved from.
import { engineOperation } from './engine-operation';
import type { Box } from './edit-pdf';
import type { NamedPdf, NamedPdfFile } from './named-pdf';

export interface PageWord {
  text: string;
  box: Box;
  /** Which line of the page the word is on, counted in reading order from 0. */
  line: number;
}

export interface PageWordsAnswer {
  /** In reading order: line by line, and left to right (as written) within a line. */
  words: PageWord[];
}

export interface PageWordsRequest {
  file: NamedPdf | NamedPdfFile;
  /** 1-based. */
  pageNumber: number;
}

export const pageWordsPath = (previewId: string, pageNumber: number) => `/api/previews/${encodeURIComponent(previewId)}/pages/${pageNumber}/words`;

export const pageWordsOperation = engineOperation<PageWordsRequest, PageWordsAnswer>('document', 'pageWords');
