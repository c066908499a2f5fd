// A PDF with two tables whose every value is known, made with pdf-lib: a ruled table (lines around
// every cell, numbers right-aligned, English number style) and an unruled one aligned by position
// only (European number style), with numbers, negatives, percentages and dates, and text around them.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export const ruledTable = [
  ['Item', 'Quantity', 'Price', 'Change', 'Shipped'],
  ['Apples', '1,234', '1,234.50', '12%', '2024-03-15'],
  ['Pears', '56', '(12.00)', '-3.5%', '03/01/2024'],
  ['Plums', '7', '-45.25', '0%', 'March 7, 2024'],
];

export const alignedTable = [
  ['Region', 'Sales', 'Margin', 'Date'],
  ['North', '1.234,50', '12,5%', '15.03.2024'],
  ['South', '-2.000,00', '(3)', '01.02.2024'],
  ['East', '999', '7%', '31.12.2023'],
  ['West', '10.000', '-1,25%', '29.02.2024'],
];

/** What each value must become in the spreadsheet: a number, a date (UTC midnight) or text. */
export const expectedRuled: (string | number | Date)[][] = [
  ['Item', 'Quantity', 'Price', 'Change', 'Shipped'],
  ['Apples', 1234, 1234.5, 0.12, new Date(Date.UTC(2024, 2, 15))],
  ['Pears', 56, -12, -0.035, new Date(Date.UTC(2024, 2, 1))],
  ['Plums', 7, -45.25, 0, new Date(Date.UTC(2024, 2, 7))],
];

export const expectedAligned: (string | number | Date)[][] = [
  ['Region', 'Sales', 'Margin', 'Date'],
  ['North', 1234.5, 0.125, new Date(Date.UTC(2024, 2, 15))],
  ['South', -2000, -3, new Date(Date.UTC(2024, 1, 1))],
  ['East', 999, 0.07, new Date(Date.UTC(2023, 11, 31))],
  ['West', 10000, -0.0125, new Date(Date.UTC(2024, 1, 29))],
];

export const introText = 'Quarterly figures for the fruit department.';
export const closingText = 'Figures are provisional until the audit is complete.';

export async function tableFixtureBytes(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595, 842]);
  page.drawText('Fruit report', { x: 60, y: 780, size: 20, font: bold });
  page.drawText(introText, { x: 60, y: 750, size: 11, font });

  // Ruled: a grid of lines; text left-aligned in the first column, right-aligned in the others.
  const widths = [90, 80, 90, 70, 110];
  const left = 60;
  const rowHeight = 22;
  let top = 720;
  const gridWidth = widths.reduce((sum, width) => sum + width, 0);
  for (let row = 0; row <= ruledTable.length; row += 1) {
    page.drawLine({ start: { x: left, y: top - row * rowHeight }, end: { x: left + gridWidth, y: top - row * rowHeight }, thickness: 0.8, color: rgb(0, 0, 0) });
  }
  let x = left;
  for (let column = 0; column <= widths.length; column += 1) {
    page.drawLine({ start: { x, y: top }, end: { x, y: top - ruledTable.length * rowHeight }, thickness: 0.8, color: rgb(0, 0, 0) });
    x += widths[column] ?? 0;
  }
  ruledTable.forEach((cells, row) => {
    let cellLeft = left;
    cells.forEach((text, column) => {
      const face = row === 0 ? bold : font;
      const width = face.widthOfTextAtSize(text, 10);
      const textX = column === 0 ? cellLeft + 5 : cellLeft + widths[column] - 5 - width;
      page.drawText(text, { x: textX, y: top - row * rowHeight - 15, size: 10, font: face });
      cellLeft += widths[column];
    });
  });

  // Unruled: columns only by alignment.
  top = 560;
  page.drawText('Sales by region', { x: 60, y: top + 20, size: 14, font: bold });
  const columnsX = [60, 170, 270, 360];
  alignedTable.forEach((cells, row) => {
    cells.forEach((text, column) => {
      page.drawText(text, { x: columnsX[column], y: top - row * 18, size: 10, font: row === 0 ? bold : font });
    });
  });
  page.drawText(closingText, { x: 60, y: 440, size: 10, font });
  return document.save();
}
