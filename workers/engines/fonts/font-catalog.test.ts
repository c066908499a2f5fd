import { describe, expect, it } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import { allFontFiles, candidateFiles, fallbackFiles, parseUnicodeRange } from './font-catalog';

const packageFile = (typeface: string, fileName: string) => new URL(`../../../node_modules/@fontsource/${typeface}/files/${fileName}`, import.meta.url);

describe('font catalog', () => {
  it('names only files the @fontsource packages ship; the Chinese and Korean slices are fetched on first use', () => {
    const files = allFontFiles();
    for (const { typeface, fileName } of files) expect(existsSync(packageFile(typeface, fileName)), fileName).toBe(true);
    const precached = files.filter((file) => !file.firstUse);
    const firstUse = files.filter((file) => file.firstUse);
    // Arimo, Tinos, Cousine and Noto Sans (32 files), then Arabic, Hebrew and Thai.
    expect(precached).toHaveLength(35);
    expect(new Set(firstUse.map((file) => file.typeface))).toEqual(new Set(['noto-sans-sc', 'noto-sans-kr']));
    const bytes = (list: typeof files) => list.reduce((sum, file) => sum + statSync(packageFile(file.typeface, file.fileName)).size, 0);
    // What the service worker installs stays small; the large slices wait until a text needs them.
    expect(bytes(precached)).toBeLessThan(1_500_000);
    expect(bytes(firstUse)).toBeLessThan(9_000_000);
  });

  it('reads CSS unicode ranges', () => {
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+2000-206F')).toEqual([[0, 255], [305, 305], [0x2000, 0x206f]]);
  });

  it('tries the family first, Latin before Latin Extended, then Noto Sans, then the font of the script', () => {
    expect(candidateFiles('Times New Roman', 'A'.codePointAt(0)!).map((file) => file.fileName).slice(0, 2)).toEqual([
      'tinos-latin-400-normal.woff', 'noto-sans-latin-400-normal.woff',
    ]);
    expect(candidateFiles('Courier', 'Ж'.codePointAt(0)!)[0].fileName).toBe('cousine-cyrillic-400-normal.woff');
    expect(candidateFiles('Arial', 'क'.codePointAt(0)!).map((file) => file.fileName)).toEqual(['noto-sans-devanagari-400-normal.woff']);
    expect(fallbackFiles('ب'.codePointAt(0)!)[0].fileName).toBe('noto-sans-arabic-arabic-400-normal.woff');
    expect(fallbackFiles('ש'.codePointAt(0)!).map((file) => file.fileName)).toEqual(['noto-sans-hebrew-hebrew-400-normal.woff']);
    expect(fallbackFiles('ก'.codePointAt(0)!).map((file) => file.fileName)).toEqual(['noto-sans-thai-thai-400-normal.woff']);
    // One Chinese slice holds the character (then Korean's, which has Chinese characters too).
    const han = fallbackFiles('漢'.codePointAt(0)!);
    expect(han[0].typeface).toBe('noto-sans-sc');
    expect(han.filter((file) => file.typeface === 'noto-sans-sc')).toHaveLength(1);
    expect(fallbackFiles('한'.codePointAt(0)!).some((file) => file.typeface === 'noto-sans-kr')).toBe(true);
    expect(candidateFiles('Arial', '𓀀'.codePointAt(0)!)).toEqual([]);
  });
});
