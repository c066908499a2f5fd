// A font embedded whole as a CID-keyed TrueType font (PDF 32000-1 §9.7), for the fonts fontkit's
// subsetter breaks (font-catalog.ts, `subsettable`). pdf-lib's own whole-font embedding gives widths
// and text only to glyphs the font's character map reaches, while shaped text (Arabic joining forms,
// the dots Noto Sans Arabic draws apart) uses glyphs it does not: every glyph gets its width here.
import type { Font } from '@pdf-lib/fontkit';
import { PDFString, type PDFDocument, type PDFRef } from 'pdf-lib';
import type { ShapedGlyph } from '../fonts/shape-run';
import { fontkit } from '../fonts/fontkit-runtime';
import { toUnicodeCMap } from '../fonts/to-unicode-cmap';

export interface EmbeddedWholeFont {
  name: string;
  ref: PDFRef;
  /** Notes which characters the glyphs drew, so text extraction reads them back. */
  record(glyphs: ShapedGlyph[]): void;
}

export function embedWholeFont(document: PDFDocument, font: Font, sfnt: Uint8Array): EmbeddedWholeFont {
  const context = document.context;
  const scale = 1000 / font.unitsPerEm;
  const name = `${(font.postscriptName ?? 'Font').replace(/[^A-Za-z0-9-]/g, '')}-Whole`;
  const fontFile = context.register(context.flateStream(sfnt, { Length1: sfnt.length }));
  const { minX, minY, maxX, maxY } = font.bbox;
  const descriptor = context.register(context.obj({
    Type: 'FontDescriptor', FontName: name, Flags: 4,
    FontBBox: [minX, minY, maxX, maxY].map((value) => Math.round(value * scale)),
    ItalicAngle: 0, Ascent: Math.round(font.ascent * scale), Descent: Math.round(font.descent * scale),
    CapHeight: Math.round((font.capHeight || font.ascent) * scale), StemV: 80, FontFile2: fontFile,
  }));
  // Read from a copy of the font: fontkit keeps each glyph it hands out, and the shaper's glyphs must
  // still be made fresh, with the characters they stand for.
  const metrics = fontkit.create(sfnt);
  const widths = Array.from({ length: metrics.numGlyphs }, (_, id) => Math.round(metrics.getGlyph(id).advanceWidth * scale));
  const cidFont = context.register(context.obj({
    Type: 'Font', Subtype: 'CIDFontType2', BaseFont: name,
    CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
    FontDescriptor: descriptor, W: [0, widths], CIDToGIDMap: 'Identity',
  }));
  // Each glyph the character map reaches, mapped back to its character; shaped glyphs as they are drawn.
  const characters = new Map<number, number[]>();
  for (const codePoint of metrics.characterSet) {
    const id = metrics.glyphForCodePoint(codePoint).id;
    if (id !== 0 && !characters.has(id)) characters.set(id, [codePoint]);
  }
  const drawn = new Map<number, number[]>();
  const toUnicode = context.register(context.flateStream(toUnicodeCMap(characters)));
  const ref = context.register(context.obj({
    Type: 'Font', Subtype: 'Type0', BaseFont: name, Encoding: 'Identity-H', DescendantFonts: [cidFont], ToUnicode: toUnicode,
  }));
  const record = (glyphs: ShapedGlyph[]) => {
    const added = glyphs.filter((glyph) => glyph.codePoints.length > 0 && !drawn.has(glyph.id));
    if (added.length === 0) return;
    // A joining form's glyph says which letter it was shaped from (the character map may name another
    // letter sharing the same outline, as Noto Sans Arabic's dotless forms do).
    for (const glyph of added) drawn.set(glyph.id, glyph.codePoints);
    context.assign(toUnicode, context.flateStream(toUnicodeCMap(new Map([...characters, ...drawn]))));
  };
  return { name, ref, record };
}
