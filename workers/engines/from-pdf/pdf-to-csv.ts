import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import { onlyFile, type EngineJob, type EngineResult, type OutputFile } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import { pdfToCsvOperation, type PdfToOfficeSettings } from '../../../src/contract/pdf-to-office';
import { implement } from '../../runtime/operations';
import { ZipStream } from '../zip/zip-stream';
import { cellValue, numberStyleOf } from './cell-values';
import { openForConversion, reportSkippedPages } from './open-for-conversion';
import { pageTables } from './page-tables';
import type { Table } from './tables';

const CSV_TYPE = 'text/csv';

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A cell's value as plain text: numbers without grouping, currency or percent signs (12% is 0.12), dates as ISO. */
function plainValue(text: string, style: ReturnType<typeof numberStyleOf>): string {
  if (!text) return '';
  const value = cellValue(text, style);
  if (value.kind === 'number') return String(Number(value.value.toPrecision(15)));
  if (value.kind === 'date') return value.value.toISOString().slice(0, 10);
  return value.value;
}

export function tableCsv(table: Table): string {
  const style = numberStyleOf(table.rows.flat());
  return table.rows.map((row, rowIndex) => row.map((text) => field(rowIndex === 0 ? text : plainValue(text, style))).join(',')).join('\r\n') + '\r\n';
}

/** The tables of the chosen pages as CSV: one file, or a ZIP of one file per table named by its page and place. */
export const pdfToCsv = implement(pdfToCsvOperation, async function pdfToCsv(job: EngineJob<PdfToOfficeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  const file = await readNamedPdf(onlyFile(job));
  const source = await openForConversion(file, job.settings.pages);
  try {
    const { tables, failedPages } = await pageTables(source, onProgress);
    reportSkippedPages(file.name, failedPages, source.pages.length);
    if (tables.length === 0) throw new EngineError('bad-params', `${file.name} has no tables on the chosen pages: nothing to write as CSV.`);
    const stem = fileStem(file.name);
    const pages = source.pages.length - failedPages.length;
    const csv = tables.map(({ page, index, table }) => ({ name: `${stem}-page-${page}-table-${index}.csv`, text: new TextEncoder().encode(tableCsv(table)) }));
    let output: OutputFile;
    if (csv.length === 1) {
      output = { name: `${stem}.csv`, type: CSV_TYPE, data: csv[0].text, pages };
    } else {
      const zip = new ZipStream();
      csv.forEach(({ name, text }) => zip.add(name, text));
      output = { name: `${stem}-csv.zip`, type: 'application/zip', data: zip.finish(), pages };
    }
    return { outputs: [output], facts: { failedPages } };
  } finally {
    source.doc.destroy();
  }
});
