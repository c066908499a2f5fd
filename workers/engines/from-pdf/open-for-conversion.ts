import { EngineError } from '../../../src/contract/errors';
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

/**
 * After the pages were converted one by one: tells the user which were left out, when some were;
 * when none of the chosen pages could be converted there is nothing to give, and the file is to blame.
 */
export function reportSkippedPages(fileName: string, failedPages: number[], chosenPages: number): void {
  if (failedPages.length >= chosenPages) throw noPageConvertedError(fileName);
  if (failedPages.length > 0) addJobNotice({ kind: 'pages-skipped', fileName, pages: failedPages });
}

/** Every chosen page failed to draw or read: the file is damaged where it matters, which Repair may mend. */
export function noPageConvertedError(fileName: string): EngineError {
  return new EngineError(
    'corrupt',
    `${fileName} could not be converted: none of its chosen pages could be read. The file may be damaged; try Repair PDF first.`,
    { fileIndex: 0 },
  );
}
