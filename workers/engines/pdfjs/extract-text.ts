import type { TextItem } from 'pdfjs-dist/types/src/display/api';
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
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      texts.push(
        content.items
          .map((item) => ('str' in item ? (item as TextItem).str + ((item as TextItem).hasEOL ? '\n' : '') : ''))
          .join(''),
      );
      page.cleanup();
      onProgress?.(number, document.numPages);
    }
    return texts;
  } finally {
    await document.destroy();
  }
});
