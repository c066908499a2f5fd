import { describe, expect, it } from 'vitest';
import { toRoman, toWords } from './number-labels';
import { existsSync } from 'node:fs';
import { allFontFiles, candidateFiles, parseUnicodeRange } from './font-catalog';

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

describe('font catalog', () => {
  it('names only files the @fontsource packages ship (the build copies them to /vendor/fonts/)', () => {
    const files = allFontFiles();
    expect(files.length).toBe(32);
    for (const { typeface, fileName } of files) {
      expect(existsSync(new URL(`../../../node_modules/@fontsource/${typeface}/files/${fileName}`, import.meta.url)), fileName).toBe(true);
    }
  });

  it('reads CSS unicode ranges', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+2000-206F')).toEqual([[0, 255], [305, 305], [0x2000, 0x206f]]);
  });

  it('tries the family first, Latin before Latin Extended, then Noto Sans', () => {
    expect(candidateFiles('Times New Roman', 'A'.codePointAt(0)!).map((file) => file.fileName)).toEqual([
      'tinos-latin-400-normal.woff', 'noto-sans-latin-400-normal.woff',
    ]);
    expect(candidateFiles('Courier', 'Ж'.codePointAt(0)!)[0].fileName).toBe('cousine-cyrillic-400-normal.woff');
    expect(candidateFiles('Arial', 'क'.codePointAt(0)!).map((file) => file.fileName)).toEqual(['noto-sans-devanagari-400-normal.woff']);
    expect(candidateFiles('Arial', '漢'.codePointAt(0)!)).toEqual([]);
  });
});
