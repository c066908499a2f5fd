import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionSource } from './open-for-conversion';
import { readPageRules } from './page-rules';
import { readPageText } from './page-text';
import { findTables, type Table } from './tables';

export interface PageTables {
  /** Each table found, with its 1-based page and its place among that page's tables. */
  tables: Array<{ page: number; index: number; table: Table }>;
  /** Lines outside the tables, with their page. */
  otherLines: Array<[number, string]>;
  failedPages: number[];
}

/** The tables of the chosen pages (ruled or aligned, tables.ts), page by page; a page that cannot be read is listed and skipped. */
export async function pageTables({ mupdf, doc, pages }: ConversionSource, onProgress?: ProgressCallback): Promise<PageTables> {
  const found: PageTables = { tables: [], otherLines: [], failedPages: [] };
  for (const [position, number] of pages.entries()) {
    try {
      const page = doc.loadPage(number - 1);
      try {
        const { tables, otherLines } = findTables(readPageText(page), readPageRules(mupdf, page));
        tables.forEach((table, index) => found.tables.push({ page: number, index: index + 1, table }));
        otherLines.forEach((line) => found.otherLines.push([number, line]));
      } finally {
        page.destroy();
      }
    } catch {
      found.failedPages.push(number);
    }
    onProgress?.(position + 1, pages.length);
    // Let the worker answer a cancel between pages.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return found;
}
