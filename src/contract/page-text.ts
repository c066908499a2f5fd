// The text lines of one page with their look, for the editor's Edit text tool:
// GET /api/previews/{id}/pages/{n}/text names a file already sent for page images. Boxes are in the
// editor's page coordinates (PDF points from the top-left of the page as shown).
import { engineOperation } from './engine-operation';
import type { Box } from './edit-pdf';
import type { NamedPdf, NamedPdfFile } from './named-pdf';

/**
 * Why a line is not offered for editing: it could not be rewritten faithfully. Vertical and
 * right-to-left lines, text turned or on a curve, glyphs drawn by a Type 3 font, the hidden text of a
 * scanned page (editing it would not change the picture), other hidden text, and stretched text.
 */
export type LineRefusal = 'vertical' | 'rotated' | 'right-to-left' | 'type3' | 'scanned' | 'hidden' | 'stretched';

export type FontFamily = 'serif' | 'sans' | 'mono';

export interface PageTextLine {
  /** The line's place in the page's lines, counted from 0: what a text change names. */
  index: number;
  /** Lines of one block (a paragraph, a cell) share this number. */
  block: number;
  text: string;
  box: Box;
  /** The baseline's height from the top of the page. */
  baseline: number;
  /** Points. */
  fontSize: number;
  /** #rrggbb */
  color: string;
  /** The font as the file names it, without a subset prefix. */
  fontName: string;
  family: FontFamily;
  bold: boolean;
  italic: boolean;
  refused?: LineRefusal;
}

export interface PageTextAnswer {
  lines: PageTextLine[];
  /** The page is a picture of text (a scan): nothing to edit until OCR gives it text. */
  scanned: boolean;
}

export interface PageTextRequest {
  file: NamedPdf | NamedPdfFile;
  /** 1-based. */
  pageNumber: number;
}

export const pageTextPath = (previewId: string, pageNumber: number) => `/api/previews/${encodeURIComponent(previewId)}/pages/${pageNumber}/text`;

export const pageTextOperation = engineOperation<PageTextRequest, PageTextAnswer>('document', 'pageText');
