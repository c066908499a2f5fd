import { describe, expect, it } from 'vitest';
import { cellValue, isLeadingCurrency, isValueText, numberStyleOf } from './cell-values';

const number = (text: string, style: 'point' | 'comma' = 'point') => {
  const value = cellValue(text, style);
  return value.kind === 'number' ? [value.value, value.format] : value;
};

describe('cellValue', () => {
  it('reads plain, grouped, decimal and percent numbers in either decimal style', () => {
    expect(number('1,234.50')).toEqual([1234.5, '#,##0.00']);
    expect(number('1.234,50', 'comma')).toEqual([1234.5, '#,##0.00']);
    expect(number('12%')).toEqual([0.12, '0%']);
    expect(number('-12')).toEqual([-12, '0']);
  });

  it('reads the negatives and currencies of real statements as numbers', () => {
    expect(number('(17,802) ¥')).toEqual([-17802, '#,##0 "¥";(#,##0 "¥")']);
    expect(number('¥ 175,820')).toEqual([175820, '"¥"#,##0']);
    expect(number('△1,234')).toEqual([-1234, '#,##0']);
    expect(number('▲ 56')).toEqual([-56, '0']);
    expect(number('(23,574)')).toEqual([-23574, '#,##0;(#,##0)']);
    expect(number('$(1,200.00)')).toEqual([-1200, '"$"#,##0.00;("$"#,##0.00)']);
    expect(number('-€3.5')).toEqual([-3.5, '"€"#,##0.0']);
    expect(number('1,500 円')).toEqual([1500, '#,##0 "円"']);
    expect(number('USD 2,000')).toEqual([2000, '"USD"#,##0']);
    // Full-width digits and signs, as Japanese statements often print them.
    expect(number('△１，２３４')).toEqual([-1234, '#,##0']);
    expect(number('￥１２０')).toEqual([120, '"¥"0']);
  });

  it('leaves text that only looks numeric as text', () => {
    expect(cellValue('(17,802', 'point')).toEqual({ kind: 'text', value: '(17,802' });
    expect(cellValue('¥ 12 €', 'point').kind).toBe('text');
    expect(cellValue('Adjusted balance at April 1', 'point').kind).toBe('text');
    expect(cellValue('ABC 12', 'point').kind).toBe('text');
  });
});

describe('numberStyleOf', () => {
  it('sees the table’s decimal style through currencies and Japanese negatives', () => {
    expect(numberStyleOf(['△1.234,50', '¥ 2.000,00', '(3,25)'])).toBe('comma');
    expect(numberStyleOf(['(17,802) ¥', '¥ 175,820'])).toBe('point');
  });
});

describe('isValueText', () => {
  it('tells a statement’s values (numbers in either style, dates, nil dashes) from its labels', () => {
    for (const value of ['(23,574)', '¥ 175,820', '1.234,50', '—', 'March 31, 2024']) expect(isValueText(value), value).toBe(true);
    for (const label of ['Dividends paid', '¥', '(Millions of yen)', 'Note']) expect(isValueText(label), label).toBe(false);
  });

  it('takes a currency sign alone for the amount after it, not a code or a suffix', () => {
    expect(['¥', '$', '￥', 'US$'].map(isLeadingCurrency)).toEqual([true, true, true, true]);
    expect(['円', 'JPY', '¥ 12'].map(isLeadingCurrency)).toEqual([false, false, false]);
  });
});
