import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { libreOfficeToPdf } from '../../../test/readers/office-files';
import { alignedTable, closingText, expectedAligned, expectedRuled, introText, tableFixtureBytes } from '../../../test/fixtures/table-fixture';
import { failingPagesFixtureBytes } from '../../../test/fixtures/failing-pages-fixture';
import { jobOf } from '../../../test/fixtures/engine-job';
import { fileBytes } from '../../../src/contract/named-file';
import { OTHER_TEXT_SHEET, pdfToExcel } from './pdf-to-excel';

async function workbookOf(bytes: Uint8Array, pages = '') {
  const { outputs: [output] } = await pdfToExcel(jobOf({ name: 'tables.pdf', bytes }, { pages }));
  expect([output.name, output.type]).toEqual(['tables.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  const data = await fileBytes(output);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data.buffer as ArrayBuffer);
  return { workbook, data };
}

function valuesOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('pdfToExcel', () => {
  it('puts every value of a ruled and an unruled table in its cell, numbers and dates as such', async () => {
    const { workbook, data } = await workbookOf(await tableFixtureBytes());
    const tables = workbook.worksheets.filter((sheet) => sheet.name !== OTHER_TEXT_SHEET);
    expect(tables.map((sheet) => sheet.name)).toEqual([expect.stringMatching(/^p1 t1 /), expect.stringMatching(/^p1 t2 /)]);
    expect(valuesOf(tables[0])).toEqual(expectedRuled);
    expect(valuesOf(tables[1])).toEqual(expectedAligned);
    // Stored as numbers, with the look they had: 12% stays a percentage, 1,234.50 keeps its decimals.
    expect(tables[0].getCell('D2').type).toBe(ExcelJS.ValueType.Number);
    expect(tables[0].getCell('D2').numFmt).toBe('0%');
    expect(tables[0].getCell('C2').numFmt).toBe('#,##0.00');
    expect(tables[1].getCell('D2').type).toBe(ExcelJS.ValueType.Date);
    const other = valuesOf(workbook.getWorksheet(OTHER_TEXT_SHEET)!).map((row) => row[1]);
    expect(other).toEqual(expect.arrayContaining(['Fruit report', introText, 'Sales by region', closingText]));
    expect(other.join(' ')).not.toContain(alignedTable[1][1]);
    libreOfficeToPdf(data, 'tables.xlsx');
  });

  it('keeps two columns of running text out of tables, and finds a table of contents', async () => {
    const paper = await workbookOf(corpusFile('multipage-text-tracemonkey-14p.pdf').bytes, '1-2');
    expect(paper.workbook.worksheets.map((sheet) => sheet.name)).toEqual([OTHER_TEXT_SHEET]);
    const contents = await workbookOf(corpusFile('multipage-outline-links-4p.pdf').bytes, '1');
    const [toc] = contents.workbook.worksheets;
    expect(valuesOf(toc)[0]).toEqual(['1 Foo', 2]);
  });

  it('refuses a file none of whose chosen pages can be read as damaged, and reports the pages it left out', async () => {
    const file = { name: 'failing.pdf', bytes: await failingPagesFixtureBytes() };
    await expect(pdfToExcel(jobOf(file, { pages: '2' }))).rejects.toMatchObject({ code: 'corrupt', fileIndexes: [0] });
    const { outputs, facts } = await pdfToExcel(jobOf(file, { pages: '1-2' }));
    expect(facts.failedPages).toEqual([2]);
    expect(outputs[0].pages).toBe(1);
  });
});
