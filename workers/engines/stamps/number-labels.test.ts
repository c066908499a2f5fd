import { describe, expect, it } from 'vitest';
import { toRoman, toWords } from './number-labels';

describe('page number formats', () => {
  it('writes Roman numerals from 1 to 3999 and refuses the rest', () => {
    expect([1, 4, 9, 14, 40, 90, 400, 1994, 3999].map(toRoman)).toEqual(['I', 'IV', 'IX', 'XIV', 'XL', 'XC', 'CD', 'MCMXCIV', 'MMMCMXCIX']);
    expect(() => toRoman(0)).toThrow('Roman numerals run from 1 to 3999');
    expect(() => toRoman(4000)).toThrow('page number 4000');
  });

  it('writes English words', () => {
    expect([0, 7, 13, 20, 42, 99, 100, 342, 1000, 21_045].map(toWords)).toEqual([
      'zero', 'seven', 'thirteen', 'twenty', 'forty-two', 'ninety-nine', 'one hundred', 'three hundred forty-two',
      'one thousand', 'twenty-one thousand forty-five',
    ]);
  });
});
