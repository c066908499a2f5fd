import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { wordPagesPdf } from '../../../test/fixtures/word-pages-fixture';
import { jobOf } from '../../../test/fixtures/engine-job';
import { expectedAligned, expectedRuled, tableFixtureBytes } from '../../../test/fixtures/table-fixture';
import { fileBytes } from '../../../src/contract/named-file';
import { pdfToCsv } from './pdf-to-csv';

/** RFC 4180 fields, read without any code of the engine's. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') { field += '"'; at += 1; } else if (char === '"') quoted = false; else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') { row.push(field); field = ''; }
    else if (char === '\n') { row.push(field.replace(/\r$/, '')); rows.push(row); row = []; field = ''; }
    else field += char;
  }
  return rows;
}

/** The fixture's expected values as CSV writes them: numbers plainly, dates as ISO days. */
const asCsv = (rows: (string | number | Date)[][]) => rows.map((row) => row.map((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value))));

describe('pdfToCsv', () => {
  it('writes each table as a CSV file, numbers as plain numbers and dates as ISO, in a ZIP named by page and place', async () => {
    const { outputs: [output] } = await pdfToCsv(jobOf({ name: 'tables.pdf', bytes: await tableFixtureBytes() }, { pages: '' }));
    expect(output.name).toBe('tables-csv.zip');
    const entries = unzipSync(await fileBytes(output));
    expect(Object.keys(entries)).toEqual(['tables-page-1-table-1.csv', 'tables-page-1-table-2.csv']);
    expect(parseCsv(strFromU8(entries['tables-page-1-table-1.csv']))).toEqual(asCsv(expectedRuled));
    expect(parseCsv(strFromU8(entries['tables-page-1-table-2.csv']))).toEqual(asCsv(expectedAligned));
  });

  it('says so when the chosen pages hold no table', async () => {
    await expect(pdfToCsv(jobOf(await wordPagesPdf([{ width: 300, height: 300 }]), { pages: '' })))
      .rejects.toMatchObject({ code: 'bad-params', message: expect.stringContaining('has no tables') });
  });
});
