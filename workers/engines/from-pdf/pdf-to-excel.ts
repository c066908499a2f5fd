import type ExcelJS from 'exceljs';
import type { ProgressCallback } from '../../../src/contract/errors';
import type { ConversionFacts } from '../../../src/contract/convert-from-pdf';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import { pdfToExcelOperation, type PdfToOfficeSettings } from '../../../src/contract/pdf-to-office';
import { implement } from '../../runtime/operations';
import { cellValue, numberStyleOf } from './cell-values';
import { openForConversion, reportSkippedPages } from './open-for-conversion';
import { pageTables } from './page-tables';
import type { Table } from './tables';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const OTHER_TEXT_SHEET = 'Other text';

/**
 * The tables of the chosen pages as a workbook: one sheet per table, named after its page and
 * position ('p1 t2 (60,140)'), numbers and dates stored as such in the table's own decimal style,
 * and every line of text outside the tables on one more sheet, with its page.
 */
export const pdfToExcel = implement(pdfToExcelOperation, async function pdfToExcel(job: EngineJob<PdfToOfficeSettings>, onProgress?: ProgressCallback): Promise<EngineResult<ConversionFacts>> {
  const file = await readNamedPdf(onlyFile(job));
  const source = await openForConversion(file, job.settings.pages);
  try {
    // exceljs loads on first use: the document worker serves every PDF tool.
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    workbook.creator = 'Folio — PDF to Excel';
    const { tables, otherLines: other, failedPages } = await pageTables(source, onProgress);
    tables.forEach(({ page, index, table }) => addTableSheet(workbook, table, page, index));
    reportSkippedPages(file.name, failedPages, source.pages.length);
    const sheet = workbook.addWorksheet(OTHER_TEXT_SHEET);
    sheet.columns = [{ header: 'Page', key: 'page', width: 8 }, { header: 'Text', key: 'text', width: 100 }];
    other.forEach(([page, text]) => sheet.addRow({ page, text }));
    const buffer = await workbook.xlsx.writeBuffer();
    const blob = new Blob([buffer as ArrayBuffer], { type: XLSX_TYPE });
    return { outputs: [{ name: `${fileStem(file.name)}.xlsx`, type: XLSX_TYPE, data: blob, pages: source.pages.length - failedPages.length }], facts: { failedPages } };
  } finally {
    source.doc.destroy();
  }
});

function addTableSheet(workbook: ExcelJS.Workbook, table: Table, page: number, index: number): void {
  const sheet = workbook.addWorksheet(`p${page} t${index} (${Math.round(table.x)},${Math.round(table.y)})`.slice(0, 31));
  const style = numberStyleOf(table.rows.flat());
  table.rows.forEach((texts, rowIndex) => {
    const row = sheet.getRow(rowIndex + 1);
    texts.forEach((text, columnIndex) => {
      if (!text) return;
      const cell = row.getCell(columnIndex + 1);
      const value = cellValue(text, style);
      cell.value = value.value;
      if (value.kind === 'number') cell.numFmt = value.format;
      if (value.kind === 'date') cell.numFmt = 'yyyy-mm-dd';
    });
    if (rowIndex === 0) row.font = { bold: true };
  });
  sheet.columns.forEach((column) => { column.width = 14; });
}
