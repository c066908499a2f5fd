// What a table cell's text stands for: a number (with the table's decimal style: 1,234.50 or
// 1.234,50; (12) and -12 as negatives; 12% as 0.12), a date (ISO, day.month.year, month/day/year or
// day/month/year as the table's style says, or a month named in English), or text.

export type NumberStyle = 'point' | 'comma';

export type CellValue =
  | { kind: 'number'; value: number; format: string }
  | { kind: 'date'; value: Date }
  | { kind: 'text'; value: string };

const NUMBER = /^([-−+]?)\(?\s*[$€£¥]?\s*([\d.,\u00a0\u202f ']+)\s*\)?\s*(%?)$/u;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The decimal style most of the table's numbers show: a comma followed by one or two digits at the
 * end, or dots grouping thousands before a comma, say 'comma'; anything else 'point'.
 */
export function numberStyleOf(texts: string[]): NumberStyle {
  let comma = 0;
  let point = 0;
  for (const text of texts) {
    const digits = NUMBER.exec(text.trim())?.[2];
    if (!digits) continue;
    if (/,\d{1,2}$/.test(digits) || /\.\d{3},/.test(digits) || /^\d{1,3}(\.\d{3})+$/.test(digits) && !/,/.test(digits)) comma += 1;
    if (/\.\d{1,2}$/.test(digits) || /,\d{3}\./.test(digits) || /^\d{1,3}(,\d{3})+$/.test(digits)) point += 1;
  }
  return comma > point ? 'comma' : 'point';
}

export function cellValue(raw: string, style: NumberStyle): CellValue {
  const text = raw.trim();
  const date = dateOf(text, style);
  if (date) return { kind: 'date', value: date };
  const match = NUMBER.exec(text);
  if (match && /\d/.test(match[2])) {
    const [, sign, digits, percent] = match;
    const [group, decimal] = style === 'comma' ? ['.', ','] : [',', '.'];
    const grouped = digits.replace(/[\u00a0\u202f ']/g, '');
    const parts = grouped.split(decimal);
    if (parts.length <= 2 && (parts[0] === '' || new RegExp(`^\\d{1,3}(\\${group}\\d{3})*$|^\\d+$`).test(parts[0]))) {
      const whole = parts[0].split(group).join('');
      const fraction = parts[1] ?? '';
      if (/^\d*$/.test(fraction)) {
        let value = Number(`${whole || '0'}.${fraction || '0'}`);
        const negative = sign === '-' || sign === '−' || (text.startsWith('(') && text.endsWith(')'));
        if (negative) value = -value;
        const decimals = fraction.length;
        if (percent) {
          return { kind: 'number', value: round(value / 100, decimals + 2), format: decimals > 0 ? `0.${'0'.repeat(decimals)}%` : '0%' };
        }
        return { kind: 'number', value, format: decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : grouped.includes(group) ? '#,##0' : '0' };
      }
    }
  }
  return { kind: 'text', value: text };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function dateOf(text: string, style: NumberStyle): Date | undefined {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return utc(+match[1], +match[2], +match[3]);
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (match) return utc(+match[3], +match[2], +match[1]);
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) {
    const [first, second] = [+match[1], +match[2]];
    // Day first where the table writes decimals with a comma, or where the first number cannot be a month.
    const dayFirst = first > 12 || (style === 'comma' && second <= 12);
    return dayFirst ? utc(+match[3], second, first) : utc(+match[3], first, second);
  }
  match = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (match) return named(match[1], +match[2], +match[3]);
  match = /^(\d{1,2})\.?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(text);
  if (match) return named(match[2], +match[1], +match[3]);
  return undefined;
}

function named(month: string, day: number, year: number): Date | undefined {
  const index = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
  return index < 0 ? undefined : utc(year, index + 1, day);
}

function utc(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}
