// The style sheet that lets a screen show the other scripts with the fonts the engines embed:
// one @font-face of the family SCRIPT_FONTS_FAMILY per fallback file, with that file's Unicode
// range, so the browser fetches a file only when a text on the page needs one of its characters.
import { SCRIPT_FONTS_FAMILY } from '../../../src/contract/stamp-fonts';
import { fallbackFontFiles, type FontFile } from './font-catalog';

const hex = (value: number) => value.toString(16).toUpperCase();

export function scriptFontFaces(urlOf: (file: FontFile) => string): string {
  return fallbackFontFiles().map((file) => [
    '@font-face {',
    `  font-family: "${SCRIPT_FONTS_FAMILY}";`,
    `  src: url("${urlOf(file)}") format("woff");`,
    '  font-display: swap;',
    `  unicode-range: ${file.ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ')};`,
    '}',
  ].join('\n')).join('\n');
}
