// Office and HTML files to PDF with LibreOffice (WebAssembly): text stays text, with its fonts
// (the metric-compatible ones inside LibreOffice's data), images, tables and page breaks.
import { documentToPdfOperation, type DocumentType } from '../../../src/contract/convert-to-pdf';
import { onlyFile, pdfOutput } from '../../../src/contract/engine-job';
import { EngineError } from '../../../src/contract/errors';
import { fileBytes } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import { implement } from '../../runtime/operations';
import { documentCharacters } from './document-characters';
import { fontNeeds } from './font-needs';
import { officeConverter } from './office-converter';
import { isEncryptedWorkbook, officeProtection } from './office-encryption';
import { pdfCharacters } from './pdf-characters';
import { servedFontCoverage } from './served-fonts';
import { retryWhenHung } from './time-limit';
import { loadWithPdfLib } from '../pdf-lib-pace';

/**
 * The watchdog: beyond this a conversion has hung, and its converter (LibreOffice's own worker and
 * threads) is ended, the only way to stop LibreOffice. Image-heavy files hung with too few threads;
 * a damaged 6 KB DOCX now and then gets no answer at all. Warm conversions of the corpus take
 * 0.4–4 s (bench/RESULTS.md: 4 s for the 640 KB, 18-sheet XLSX, i.e. about 6 s per MB), so 45 s plus
 * 20 s per MB leaves every one of them ten times its time, and a small damaged file is given up
 * after 45 s instead of 3 minutes. Never more than 3 minutes.
 */
export const WATCHDOG_BASE_MS = 45_000;
export const WATCHDOG_PER_MB_MS = 20_000;
export const WATCHDOG_MAX_MS = 180_000;

/**
 * LibreOffice's hangs come and go: about one CI run in four, a warm conversion of a corpus file
 * that takes 3 s got no answer, and the same steps passed when run again. So a hung conversion is
 * tried once more in a new converter (5–7 s to start) before the user is told; the bridge then
 * replaces the whole worker too (restartAfterFailure).
 */
export const CONVERT_ATTEMPTS = 2;

export function watchdogMs(byteLength: number): number {
  return Math.min(WATCHDOG_MAX_MS, Math.round(WATCHDOG_BASE_MS + (WATCHDOG_PER_MB_MS * byteLength) / (1024 * 1024)));
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
/** For a file whose name has no extension: the tab's usual format (LibreOffice then reads the content). */
const USUAL_EXTENSION: Record<DocumentType, string> = { word: 'docx', powerpoint: 'pptx', excel: 'xlsx', html: 'html', markdown: 'html', svg: 'svg', email: 'html' };

const passwordMessage = (name: string) =>
  `${name} is protected with a password; Folio cannot open password-protected Office files yet. Remove the password in Office (or save a copy without it), then convert again.`;

/** One Office or HTML file to one PDF, named after it ('report.docx' → 'report.pdf'). */
export const documentToPdf = implement(documentToPdfOperation, async (job, onProgress) => {
  const file = onlyFile(job);
  const { name } = file;
  const bytes = await fileBytes(file);
  if (bytes.length === 0) throw new EngineError('corrupt', `${name} is empty.`);
  // Before the converter is fetched and started: LibreOffice cannot ask for the password, and would
  // only fail vaguely, after downloading 250 MB on the first use.
  if (officeProtection(bytes)) throw new EngineError('encrypted', passwordMessage(name));
  const extension = extensionOf(name) ?? USUAL_EXTENSION[job.settings.type];
  const attempt = (fontPacks: readonly string[]) => retryWhenHung(async () => {
    const converter = await officeConverter(onProgress, fontPacks);
    const warm = converter.conversions > 0;
    onProgress?.(0, 1, 'convert');
    const work = converter.toPdf(bytes, extension, name)
      .then((data) => ({ data, fontPacks: converter.fontPacks }))
      .catch((error: unknown) => {
        throw new Refusal(refusalOf(name, bytes, error), warm, () => converter.stop());
      });
    return { work, stop: () => converter.stop() };
  }, watchdogMs(bytes.length), CONVERT_ATTEMPTS, () => new EngineError(
    'engine-failed',
    `${name} took too long to convert (${CONVERT_ATTEMPTS} tries); the converter was stopped.`,
  ));
  // A warm converter now and then refuses a valid file that a fresh one converts at once (in CI, a
  // DOCX "looked damaged" right after other conversions, and passed alone): its refusal of a file
  // that is not protected is checked by a fresh converter before the user is told.
  const convert = async (fontPacks: readonly string[]) => {
    try {
      return await attempt(fontPacks);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      if (!error.byWarmConverter || error.reason.code === 'encrypted') throw error.reason;
      error.stopConverter();
      return attempt(fontPacks).catch((again: unknown) => {
        throw again instanceof Refusal ? again.reason : again;
      });
    }
  };
  // The script font packs the document's text needs, where its format lets it be read beforehand.
  const coverage = await servedFontCoverage();
  const known = coverage && documentCharacters(bytes, extension);
  const first = await convert(coverage && known ? fontNeeds(known, coverage).packs : []);
  // The text LibreOffice laid out says which scripts it needed: a script whose font pack the converter
  // lacked was drawn as empty boxes, so the file converts again with that pack (fetched once, then kept).
  const firstPdf = await loadWithPdfLib(first.data, { updateMetadata: false });
  const needs = coverage ? fontNeeds(pdfCharacters(firstPdf), coverage) : { packs: [], notDrawable: [] };
  const again = needs.packs.every((id) => first.fontPacks.has(id)) ? undefined : await convert(needs.packs);
  const data = again?.data ?? first.data;
  const pdf = again ? await loadWithPdfLib(again.data, { updateMetadata: false }) : firstPdf;
  onProgress?.(1, 1, 'convert');
  return { outputs: [pdfOutput(`${fileStem(name)}.pdf`, data, pdf.getPageCount())], facts: { charactersNotDrawn: needs.notDrawable } };
});

/** LibreOffice refused the file: why (coded), and whether a converter that had converted other files said so. */
class Refusal extends Error {
  constructor(readonly reason: EngineError, readonly byWarmConverter: boolean, readonly stopConverter: () => void) {
    super(reason.message);
  }
}

/** LibreOffice's refusal of a file, as a coded error. */
function refusalOf(name: string, bytes: Uint8Array, error: unknown): EngineError {
  const message = error instanceof Error ? error.message : String(error);
  // LibreOffice's refusal of an encrypted legacy workbook does not say why; the file does.
  if (/password|encrypt/i.test(message) || isEncryptedWorkbook(bytes)) return new EngineError('encrypted', passwordMessage(name));
  return new EngineError('corrupt', `${name} could not be converted: LibreOffice could not read it (the file looks damaged).`);
}
