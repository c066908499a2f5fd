import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionSource } from './open-for-conversion';
import { readPageText } from './page-text';
import type { ReadPage } from './docx-document';

/**
 * The chosen pages' text (and pictures, when asked), read one at a time with progress; a page that
 * cannot be read is listed in `failedPages` and the others are kept.
 */
export async function readPages({ doc, pages }: ConversionSource, { images = false } = {}, onProgress?: ProgressCallback) {
  const read: (ReadPage & { number: number })[] = [];
  const failedPages: number[] = [];
  for (const [index, number] of pages.entries()) {
    try {
      const page = doc.loadPage(number - 1);
      try {
        const [x0, y0, x1, y1] = page.getBounds();
        read.push({ number, width: x1 - x0, height: y1 - y0, blocks: readPageText(page, { images }) });
      } finally {
        page.destroy();
      }
    } catch {
      failedPages.push(number);
    }
    onProgress?.(index + 1, pages.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (read.length === 0) throw new Error('no page could be read');
  return { read, failedPages };
}
