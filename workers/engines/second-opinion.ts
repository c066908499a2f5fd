// MuPDF's reading of a PDF, checked against pdf-lib's before the user hears the file is damaged or
// loses pages: pdf-lib reads objects in file order and never trusts the cross-reference tables, so it
// reads some files MuPDF's repair cannot (pdf-lib/rebuild-with-pdf-lib.ts). One rule for every opener
// that reads with MuPDF (mupdf/open-mupdf.ts, ghostscript/convert-to-pdfa.ts).
import { EngineError } from '../../src/contract/errors';
import { EmptyPdfError } from './pdf-errors';

interface Judging<Reading> {
  /** The pages a reading found, and the kids of the page tree it could not reach. */
  pages(reading: Reading): number;
  missingKids(reading: Reading): number;
  /** Whether the file is locked (pdf-lib cannot decrypt): asked with no reading when MuPDF refused the file. */
  locked(reading?: Reading): boolean;
  /** Lets go of the reading that is not kept. */
  release(reading: Reading): void;
}

/**
 * `read` (MuPDF's reading), or `readRebuilt` (MuPDF's reading of what pdf-lib wrote, undefined when
 * pdf-lib read nothing) when MuPDF calls the file damaged, or when it could not reach every page and
 * pdf-lib's reading has more. A sound file with no pages (EmptyPdfError) is not asked about again.
 */
export async function withSecondOpinion<Reading>(read: () => Promise<Reading>, readRebuilt: () => Promise<Reading | undefined>, judging: Judging<Reading>): Promise<Reading> {
  let reading: Reading;
  try {
    reading = await read();
  } catch (error) {
    if (!(error instanceof EngineError) || error.code !== 'corrupt' || error instanceof EmptyPdfError || judging.locked()) throw error;
    const rebuilt = await readRebuilt().catch(() => undefined);
    if (!rebuilt) throw error;
    return rebuilt;
  }
  if (judging.missingKids(reading) === 0 || judging.locked(reading)) return reading;
  const rebuilt = await readRebuilt().catch(() => undefined);
  if (!rebuilt || judging.pages(rebuilt) <= judging.pages(reading)) {
    if (rebuilt) judging.release(rebuilt);
    return reading;
  }
  judging.release(reading);
  return rebuilt;
}
