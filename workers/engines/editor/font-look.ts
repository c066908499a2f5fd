// A font's family, weight and slant, read from its name first (MuPDF's flags come from the font
// descriptor, which producers often leave wrong: LibreOffice marks its sans fonts serif).
import type { FontFamily } from '../../../src/contract/page-text';
import type { FontLook } from './styled-lines';

const MONO = /mono|courier|consol|cousine|code|typewriter|cmtt|sfti/i;
const SANS = /sans|arial|helvet|verdana|calibri|segoe|tahoma|trebuchet|roboto|arimo|gothic|futura|frutiger|univers|lato|ubuntu|inter\b|cmss|nimbussan/i;
const SERIF = /serif|times|roman|georgia|garamond|palatino|cambria|book|minion|tinos|baskerville|caslon|cmr\d|cmbx|cmti|sfrm|lmroman|nimbusrom|utopia|charter/i;

export function withoutSubsetPrefix(name: string): string {
  return name.replace(/^[A-Z]{6}\+/, '');
}

export function familyOf(name: string, look: FontLook | undefined): FontFamily {
  const bare = withoutSubsetPrefix(name);
  if (look?.mono || MONO.test(bare)) return 'mono';
  if (SANS.test(bare)) return 'sans';
  if (SERIF.test(bare)) return 'serif';
  return look?.serif ? 'serif' : 'sans';
}

export function isBoldFont(name: string, look: FontLook | undefined): boolean {
  return look?.bold === true || /bold|black|heavy|semibold|demi|cmbx/i.test(withoutSubsetPrefix(name));
}

export function isItalicFont(name: string, look: FontLook | undefined): boolean {
  return look?.italic === true || /italic|oblique|cmti|cmsl/i.test(withoutSubsetPrefix(name));
}

/** The name without its weight and slant: fonts of one family share it (Arial, Arial-Bold, Arial,BoldItalic). */
export function familyKey(name: string): string {
  return withoutSubsetPrefix(name).replace(/[-,]?(bold|italic|oblique|regular|roman|medium|black|heavy|semibold|demi|mt|ps)+/gi, '').toLowerCase();
}
