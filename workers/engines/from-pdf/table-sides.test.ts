import { describe, expect, it } from 'vitest';
import { sideStarts } from './table-sides';

describe('sideStarts', () => {
  it('splits two statements side by side that run to their own lengths', () => {
    expect(sideStarts([
      ['', 'March 31, 2024', 'Balance at April 1', '¥ 50,000', '¥ 291,380'],
      ['Cash and cash equivalents', '¥ 175,820', 'Dividends paid', '—', '(17,802)'],
      ['Inventories', '62,115', 'Profit for the year', '—', '36,914'],
      ['Goodwill', '45,000', '', '', ''],
      ['Total assets', '¥ 509,930', '', '', ''],
    ])).toEqual([0, 2]);
  });

  it('splits a list printed in three, its headings repeated', () => {
    expect(sideStarts([
      ['Age', 'Total', 'Age', 'Total', 'Age', 'Total'],
      ['Under 1 year', '3,533,692', '40 years', '2,468,083', '80 years', '723,049'],
      ['1 years', '3,269,557', '41 years', '2,375,849', '81 years', '640,276'],
    ])).toEqual([0, 2, 4]);
  });

  it('keeps a record of that shape whole: every row fills every part', () => {
    expect(sideStarts([
      ['Apellido Nombre', 'Matricula', 'Cuit', 'Fecha', 'Tipo', 'Importe'],
      ['MENA JUAN MARTÍN', '27083460', '20-27083460-5', '10/09/2013', 'EFECTIVO', '10000'],
      ['MOLLE MATÍAS', '25348547', '20-25348547-8', '10/09/2013', 'EFECTIVO', '10000'],
      ['PEREZ ANA', '25348548', '20-25348548-1', '11/09/2013', 'CHEQUE', '5000'],
    ])).toEqual([0]);
  });

  it('keeps a table whole whose second text column is headings over mostly empty cells', () => {
    expect(sideStarts([
      ['', 'Total Costs', 'Exclusions &', 'Indirect'],
      ['Cost Category', 'All Funds', 'Unallowables', 'Costs'],
      ['Salaries (a)', '1,314,000', '', '373,250'],
      ['Fringe Benefits (b)', '352,000', '', '99,988'],
      ['Staff Travel', '94,000', '', '20,000'],
      ['Office Rent', '170,000', '', '170,000'],
    ])).toEqual([0]);
  });
});
