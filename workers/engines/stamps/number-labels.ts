// The text of a page number in the three formats of the spec: 12, XII, twelve.
import type { PageNumberSettings } from '../../../src/contract/add-page-numbers';
import { SettingsError } from '../../../src/contract/setting-values';

const ROMAN: Array<[number, string]> = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

/** 1–3999 as Roman numerals; there is no Roman zero and no standard form beyond 3999. */
export function toRoman(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 3999) {
    throw new SettingsError(`Roman numerals run from 1 to 3999; page number ${value} cannot be written in them.`);
  }
  let rest = value;
  let text = '';
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      text += letters;
      rest -= amount;
    }
  }
  return text;
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** English words: 21 → 'twenty-one', 342 → 'three hundred forty-two' (0 to 999,999). */
export function toWords(value: number): string {
  if (value < 20) return ONES[value];
  if (value < 100) return TENS[Math.floor(value / 10)] + (value % 10 ? `-${ONES[value % 10]}` : '');
  if (value < 1000) {
    const rest = value % 100;
    return `${ONES[Math.floor(value / 100)]} hundred${rest ? ` ${toWords(rest)}` : ''}`;
  }
  const rest = value % 1000;
  return `${toWords(Math.floor(value / 1000))} thousand${rest ? ` ${toWords(rest)}` : ''}`;
}

export function formatPageNumber(value: number, format: PageNumberSettings['format']): string {
  if (format === 'roman') return toRoman(value);
  if (format === 'text') return toWords(value);
  return String(value);
}

/** The whole label of one page: prefix, number, suffix. */
export function pageLabel(value: number, { format, prefix, suffix }: PageNumberSettings): string {
  return `${prefix}${formatPageNumber(value, format)}${suffix}`;
}
