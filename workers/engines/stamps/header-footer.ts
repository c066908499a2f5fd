import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { EngineJob, EngineResult, OutputFile } from '../../../src/contract/engine-job';
import { pdfOutput } from '../../../src/contract/engine-job';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import {
  BATES_LOG_NAME, batesLabel, checkHeaderFooterSettings, HEADER_FOOTER_SUFFIX, headerFooterOperation, usesBates,
  type HeaderFooterFacts, type HeaderFooterFileFacts, type HeaderFooterSettings, type HeaderFooterSlot,
} from '../../../src/contract/header-footer';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem, outputFilename, uniqueFileNames } from '../../../src/contract/output-names';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { withPdf } from '../pdf-lib/with-pdf';
import { hexToRgb } from './hex-colour';
import { pageFrame } from './page-frame';
import { addStampStream, textOperators, transform } from './stamp-stream';
import { targetPages } from './target-pages';
import { layOutText } from './text-line';
import { saveWithPdfLib } from '../pdf-lib-pace';

/** What the placeholders of one page become. */
interface PageValues {
  page: number;
  pages: number;
  date: string;
  file: string;
  bates: string;
}

/** A template with its placeholders filled in. */
export function fillTemplate(template: string, values: PageValues): string {
  return template.replace(/\{(page|pages|date|file|bates)\}/g, (_, name: keyof PageValues) => String(values[name]));
}

/**
 * Writes the texts on the chosen pages of every file, in the order given: Bates numbers run on from
 * one file to the next. Each file is stamped in place (`<input>-stamped.pdf`); with Bates numbers, a
 * CSV says which file holds which numbers.
 */
export const addHeaderFooter = implement(headerFooterOperation, async function addHeaderFooter(
  job: EngineJob<HeaderFooterSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<HeaderFooterFacts>> {
  const settings = withSettingsChecked(() => checkHeaderFooterSettings(job.settings));
  if (job.files.length === 0) throw new EngineError('bad-params', 'Add a file to process.');
  const names = uniqueFileNames(job.files.map((file) => outputFilename(file.name, HEADER_FOOTER_SUFFIX)));
  const outputs: OutputFile[] = [];
  const files: HeaderFooterFileFacts[] = [];
  let nextBates = settings.bates.start;
  for (const [index, named] of job.files.entries()) {
    const file = await readNamedPdf(named);
    const stamped = await withPdf(file, async (document) => {
      const targets = withSettingsChecked(() => targetPages(settings.pages, document.getPageCount()));
      const missing = new Set<string>();
      const pages = document.getPages();
      for (const [at, pageNumber] of targets.entries()) {
        const values = { page: pageNumber, pages: pages.length, date: settings.date, file: fileStem(file.name), bates: batesLabel(settings.bates, nextBates + at) };
        (await stampPage(document, pages[pageNumber - 1], values, settings)).forEach((character) => missing.add(character));
      }
      document.setProducer('Folio');
      return { bytes: await saveWithPdfLib(document, { useObjectStreams: true }), pageCount: pages.length, stampedPages: targets.length, missing: [...missing] };
    });
    outputs.push(pdfOutput(names[index], stamped.bytes, stamped.pageCount));
    const bates = usesBates(settings) && stamped.stampedPages > 0
      ? { first: batesLabel(settings.bates, nextBates), last: batesLabel(settings.bates, nextBates + stamped.stampedPages - 1) }
      : undefined;
    files.push({ name: file.name, stampedPages: stamped.stampedPages, bates, missing: stamped.missing });
    nextBates += stamped.stampedPages;
    onProgress?.(index + 1, job.files.length);
  }
  if (usesBates(settings)) outputs.push({ name: BATES_LOG_NAME, type: 'text/csv', data: new TextEncoder().encode(batesLog(files, names)) });
  return { outputs, facts: { files } };
});

/** One row per file: its name, the stamped file's name, its first and last Bates number and how many pages it holds. */
function batesLog(files: HeaderFooterFileFacts[], outputNames: string[]): string {
  const cell = (value: string | number) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
  const rows = files.map((file, index) => [file.name, outputNames[index], file.bates?.first ?? '', file.bates?.last ?? '', file.stampedPages].map(cell).join(','));
  return `${['File', 'Stamped file', 'First Bates number', 'Last Bates number', 'Pages numbered'].join(',')}\r\n${rows.join('\r\n')}\r\n`;
}

async function stampPage(document: PDFDocument, page: PDFPage, values: PageValues, settings: HeaderFooterSettings): Promise<string[]> {
  const frame = pageFrame(page);
  const color = hexToRgb(settings.color);
  const operators = [transform(frame.toPage)];
  const missing: string[] = [];
  for (const [slot, template] of Object.entries(settings.texts) as Array<[HeaderFooterSlot, string]>) {
    const line = await layOutText(document, fillTemplate(template, values), settings.font, settings.size);
    const [vertical, horizontal] = slot.split('-');
    const x = horizontal === 'left' ? settings.marginX
      : horizontal === 'right' ? frame.width - settings.marginX - line.width
        : (frame.width - line.width) / 2;
    // The margin runs from the page edge to the baseline (bottom) or to the tops of the letters (top), as page numbers do.
    const y = vertical === 'bottom' ? settings.marginY : frame.height - settings.marginY - line.ascent;
    operators.push(...textOperators(page, line, x, y, color));
    missing.push(...line.missing);
  }
  addStampStream(page, operators, 'above');
  return missing;
}
