import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { corruptPdfError } from '../pdf-errors';
import type { ProgressCallback } from '../../../src/contract/errors';
import { openDocument } from './open-document';
import type { OpenOptions } from '../../../src/contract/previews';
import { implement } from '../../runtime/operations';
import { extractPageTextsOperation } from '../../../src/contract/previews';

/** The text of every page, in reading order as pdf.js gives it; one string per page. */
export const extractPageTexts = implement(extractPageTextsOperation, async function extractPageTexts(input: OpenOptions, onProgress?: ProgressCallback): Promise<string[]> {
  const document = await openDocument(input);
  try {
    const texts: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      texts.push(await pageText(document, number, input.name));
      onProgress?.(number, document.numPages);
    }
    return texts;
  } finally {
    await document.destroy();
  }
});

/** A page pdf.js opened but cannot read (a damaged content stream) is the file's fault: a coded error. */
async function pageText(document: PDFDocumentProxy, number: number, name: string): Promise<string> {
  try {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    page.cleanup();
    return content.items
      .map((item) => ('str' in item ? (item as TextItem).str + ((item as TextItem).hasEOL ? '\n' : '') : ''))
      .join('');
  } catch {
    throw corruptPdfError(name);
  }
}
