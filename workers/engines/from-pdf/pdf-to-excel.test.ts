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

  it('separates two statements printed side by side, each label with its own amounts as numbers', async () => {
    // Made with LibreOffice from a spreadsheet (test/fixtures/make-side-by-side-statements.mjs): both
    // statements share the sheet's rows, 2 mm apart; yen signs at the left edge of their columns.
    const { workbook } = await workbookOf(corpusFile('statements-side-by-side.pdf').bytes);
    const tables = workbook.worksheets.filter((sheet) => sheet.name !== OTHER_TEXT_SHEET);
    expect(tables).toHaveLength(2);
    const [position, equity] = tables.map((sheet) => new Map(valuesOf(sheet).map(([label, ...values]) => [label, values])));
    expect(position.get('Cash and cash equivalents')).toEqual([175820, 198431]);
    expect(position.get('Allowance for doubtful accounts')).toEqual([-1204, -987]);
    expect(position.get('Accumulated depreciation')).toEqual([-98336, -104725]);
    expect(position.get('Total assets')).toEqual([509930, 534295]);
    expect(position.get('Assets')).toEqual([]);
    expect(equity.get('Balance at April 1, 2024')).toEqual([50000, 241380, 291380]);
    expect(equity.get('Remeasurements of defined benefit plans')).toEqual(['—', -23574, -23574]);
    expect(equity.get('Adjusted balance at April 1, 2024')).toEqual([50000, 240260, 290260]);
    expect(equity.get('Purchase of treasury shares')).toEqual([-4210, '—', -4210]);
    expect(equity.get('Balance at March 31, 2025')).toEqual([45790, 235798, 281588]);
    // No row mixes the statements: each sheet holds only its own labels.
    expect([...position.keys()].filter((label) => equity.has(label))).toEqual(['(Millions of yen)']);
    expect(position.size).toBe(13);
    expect(equity.size).toBe(10);
    // Their titles, above them on one line of the page, are a line each.
    const other = valuesOf(workbook.getWorksheet(OTHER_TEXT_SHEET)!).map((row) => row[1]);
    expect(other).toEqual(['Text', 'Consolidated Statement of Financial Position', 'Consolidated Statement of Changes in Equity']);
    // Every amount is a number cell, in the format it was printed in.
    const [positionSheet, equitySheet] = tables;
    expect(positionSheet.getCell('B3').numFmt).toBe('"¥"#,##0');
    expect(positionSheet.getCell('B7').numFmt).toBe('#,##0;(#,##0)');
    positionSheet.eachRow((row, index) => {
      if (index > 2) for (const column of [2, 3]) expect(row.getCell(column).type, `${row.getCell(1).value}`).toBe(ExcelJS.ValueType.Number);
    });
    equitySheet.eachRow((row, index) => {
      if (index > 1) for (const column of [2, 3, 4]) if (row.getCell(column).value !== '—') expect(row.getCell(column).type, `${row.getCell(1).value}`).toBe(ExcelJS.ValueType.Number);
    });
  });

  it('refuses a file none of whose chosen pages can be read as damaged, and reports the pages it left out', async () => {
    const file = { name: 'failing.pdf', bytes: await failingPagesFixtureBytes() };
    await expect(pdfToExcel(jobOf(file, { pages: '2' }))).rejects.toMatchObject({ code: 'corrupt', fileIndexes: [0] });
    const { outputs, facts } = await pdfToExcel(jobOf(file, { pages: '1-2' }));
    expect(facts.failedPages).toEqual([2]);
    expect(outputs[0].pages).toBe(1);
  });
});
