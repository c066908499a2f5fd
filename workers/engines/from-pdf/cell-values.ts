// What a table cell's text stands for: a number (with the table's decimal style: 1,234.50 or
// 1.234,50; (12), -12 and Japanese △12 or ▲12 as negatives; 12% as 0.12; a currency sign or code
// before or after, as in "(17,802) ¥" or "¥ 175,820"; full-width digits as their ASCII forms), a date
// (ISO, day.month.year, month/day/year or day/month/year as the table's style says, or a month named
// in English), or text.

export type NumberStyle = 'point' | 'comma';

export type CellValue =
  | { kind: 'number'; value: number; format: string }
  | { kind: 'date'; value: Date }
  | { kind: 'text'; value: string };

const CURRENCY = String.raw`(?:[$€£¥₩₹₽₺₫₱฿¢]|US\$|USD|EUR|JPY|GBP|CNY|RMB|KRW|INR|CHF|CAD|AUD|HKD|SGD|円|元)`;
/** Sign, currency, parentheses, digits, percent: each part optional but the digits, in the orders statements write them. */
const NUMBER = new RegExp(String.raw`^([-−+△▲]?)\s*(${CURRENCY}?)\s*([-−]?)\s*(\(?)\s*(${CURRENCY}?)\s*([\d.,\u00a0\u202f ']+)\s*(\)?)\s*(%?)\s*(${CURRENCY}?)$`, 'u');

interface NumberParts {
  negative: boolean;
  digits: string;
  percent: boolean;
  /** The currency sign or code as written, and whether it came after the number. */
  currency?: { sign: string; after: boolean };
  parentheses: boolean;
}

/** The parts of a number as a statement writes it (undefined: not a number). Full-width forms count as ASCII (NFKC). */
function numberParts(raw: string): NumberParts | undefined {
  const match = NUMBER.exec(raw.normalize('NFKC').trim());
  if (!match || !/\d/.test(match[6])) return undefined;
  const [, sign, currencyBefore, innerSign, open, currencyInside, digits, close, percent, currencyAfter] = match;
  if (Boolean(open) !== Boolean(close)) return undefined;
  if ([currencyBefore, currencyInside, currencyAfter].filter(Boolean).length > 1) return undefined;
  const before = currencyBefore || currencyInside;
  return {
    negative: ['-', '−', '△', '▲'].includes(sign) || ['-', '−'].includes(innerSign) || Boolean(open),
    digits,
    percent: Boolean(percent),
    currency: before ? { sign: before, after: false } : currencyAfter ? { sign: currencyAfter, after: true } : undefined,
    parentheses: Boolean(open),
  };
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The decimal style most of the table's numbers show: a comma followed by one or two digits at the
 * end, or dots grouping thousands before a comma, say 'comma'; anything else 'point'.
 */
export function numberStyleOf(texts: string[]): NumberStyle {
  let comma = 0;
  let point = 0;
  for (const text of texts) {
    const digits = numberParts(text)?.digits;
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
  const parts = numberParts(text);
  if (parts) {
    const [group, decimal] = style === 'comma' ? ['.', ','] : [',', '.'];
    const grouped = parts.digits.replace(/[\u00a0\u202f ']/g, '');
    const pieces = grouped.split(decimal);
    if (pieces.length <= 2 && (pieces[0] === '' || new RegExp(`^\\d{1,3}(\\${group}\\d{3})*$|^\\d+$`).test(pieces[0]))) {
      const whole = pieces[0].split(group).join('');
      const fraction = pieces[1] ?? '';
      if (/^\d*$/.test(fraction)) {
        const magnitude = Number(`${whole || '0'}.${fraction || '0'}`);
        const value = parts.negative ? -magnitude : magnitude;
        const decimals = fraction.length;
        if (parts.percent) {
          return { kind: 'number', value: round(value / 100, decimals + 2), format: decimals > 0 ? `0.${'0'.repeat(decimals)}%` : '0%' };
        }
        return { kind: 'number', value, format: numberFormat(parts, decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : grouped.includes(group) ? '#,##0' : '0') };
      }
    }
  }
  return { kind: 'text', value: text };
}

/** The cell's format: the number's own, with its currency where it was written, and negatives in parentheses if the statement showed them so. */
function numberFormat({ currency, parentheses }: NumberParts, digits: string): string {
  const quoted = currency ? `"${currency.sign}"` : '';
  const positive = currency?.after ? `${digits} ${quoted}` : `${quoted}${digits}`;
  return parentheses ? `${positive};(${positive})` : positive;
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

/** Nil in a statement's value column: a dash alone. */
const NIL = /^[-–—―−]$/u;
/** The signs statements print before an amount, often at the left edge of its column (accounting formats). */
const LEADING_CURRENCY = /^(?:[$€£¥₩₹₽₺₫₱฿]|US\$)$/u;

/** A value rather than a label: a number in either decimal style, a date, or (unless told not to) a nil dash. */
export function isValueText(raw: string, { nil = true } = {}): boolean {
  const text = raw.normalize('NFKC').trim();
  return (nil && NIL.test(text)) || cellValue(text, 'point').kind !== 'text' || cellValue(text, 'comma').kind !== 'text';
}

/** A currency sign standing alone, that belongs to the amount after it. */
export function isLeadingCurrency(raw: string): boolean {
  return LEADING_CURRENCY.test(raw.normalize('NFKC').trim());
}
