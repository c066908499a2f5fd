import { addJobNotice } from '../../runtime/job-notices';
import { openWithMupdf, type MupdfPdf } from '../mupdf/open-mupdf';
import { pagesOrBadParams } from '../pdf-lib/page-range-params';
import type { NamedPdf } from '../../../src/contract/named-pdf';

export interface ConversionSource extends MupdfPdf {
  /** The chosen pages, 1-based, ascending. */
  pages: number[];
}

/**
 * Opens the PDF for a conversion with the safety net every tool has (MuPDF rebuilds a damaged
 * file and says so; a file that needs a password is refused) and resolves the page choice:
 * '' or 'all' is every page.
 */
export async function openForConversion(file: NamedPdf, pagesText: string): Promise<ConversionSource> {
  const pdf = await openWithMupdf(file);
  try {
    const pages = pagesOrBadParams(pagesText.trim() === '' ? 'all' : pagesText, pdf.pageCount);
    if (pdf.repaired) addJobNotice({ kind: 'repaired', fileName: file.name });
    if (pdf.restrictions.length > 0) addJobNotice({ kind: 'restrictions-removed', fileName: file.name, restrictions: pdf.restrictions });
    return { ...pdf, pages };
  } catch (error) {
    pdf.doc.destroy();
    throw error;
  }
}

/** Tells the user which pages were left out, when some were. */
export function reportSkippedPages(fileName: string, failedPages: number[]): void {
  if (failedPages.length > 0) addJobNotice({ kind: 'pages-skipped', fileName, pages: failedPages });
}
