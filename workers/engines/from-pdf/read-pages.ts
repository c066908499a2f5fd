import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionSource } from './open-for-conversion';
import { withFigures } from './figures';
import { readPageText } from './page-text';
import { readPageRules } from './page-rules';
import { documentTables } from './document-tables';
import { readPageBoxes } from './page-boxes';
import { inReadingOrder } from './reading-order';
import { markUnderlines } from './underlines';
import type { ReadPage } from './page-flow';

/**
 * The chosen pages' text in reading order (and, when asked, pictures, tables and underlines), read one at a time with progress; a page that
 * cannot be read is listed in `failedPages` and the others are kept (none at all: the caller refuses the file).
 */
export async function readPages({ mupdf, doc, pages }: ConversionSource, { images = false, tables = false, underlines = false } = {}, onProgress?: ProgressCallback) {
  const read: (ReadPage & { number: number })[] = [];
  const failedPages: number[] = [];
  for (const [index, number] of pages.entries()) {
    try {
      const page = doc.loadPage(number - 1);
      try {
        const [x0, y0, x1, y1] = page.getBounds();
        const rules = tables || underlines ? readPageRules(mupdf, page) : undefined;
        // Pictures: the page's images, and its vector figures rendered (figures.ts).
        const drawn = images ? withFigures(mupdf, page, readPageText(page, { images })) : readPageText(page);
        // MuPDF keeps the drawing order; a document is read in its layout's order (reading-order.ts).
        const text = inReadingOrder(drawn, readPageBoxes(mupdf, page));
        const blocks = rules && underlines ? markUnderlines(text, rules.horizontal) : text;
        const found = rules && tables ? documentTables(blocks, rules) : [];
        read.push({ number, width: x1 - x0, height: y1 - y0, blocks, tables: found });
      } finally {
        page.destroy();
      }
    } catch {
      failedPages.push(number);
    }
    onProgress?.(index + 1, pages.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { read, failedPages };
}
