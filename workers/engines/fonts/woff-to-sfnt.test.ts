import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fontkit } from './fontkit-runtime';
import { woffToSfnt } from './woff-to-sfnt';

const woffOf = (typeface: string, fileName: string) => new Uint8Array(readFileSync(new URL(`../../../node_modules/@fontsource/${typeface}/files/${fileName}`, import.meta.url)));

describe('woffToSfnt', () => {
  it('unpacks a WOFF into the TrueType font it wraps: the same glyphs, outlines and character map', () => {
    const woff = woffOf('noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff');
    const sfnt = woffToSfnt(woff);
    expect(new DataView(sfnt.buffer).getUint32(0)).toBe(0x00010000);
    const [fromWoff, fromSfnt] = [fontkit.create(woff), fontkit.create(sfnt)];
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(fromSfnt.characterSet).toEqual(fromWoff.characterSet);
    for (const id of [1, 50, 100, fromWoff.numGlyphs - 1]) expect(fromSfnt.getGlyph(id).path.toSVG()).toBe(fromWoff.getGlyph(id).path.toSVG());
  });

  it('returns anything that is not a WOFF as it is', () => {
    const bytes = new Uint8Array([0, 1, 0, 0, 0, 4]);
    expect(woffToSfnt(bytes)).toBe(bytes);
  });
});
