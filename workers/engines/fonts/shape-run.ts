// A run of text in one font, shaped: the glyphs OpenType's rules choose (Arabic joining forms,
// Indic conjuncts and reordered vowel signs, ligatures) with the places its positioning rules give
// (cursive attachment, marks over their base, kerning). fontkit's shapers do this work; drawing each
// glyph at its place is what keeps Arabic joined and Devanagari marks on their letters.
import type { Font } from '@pdf-lib/fontkit';

export interface ShapedGlyph {
  /** The glyph's index in the font file it was shaped with. */
  id: number;
  /** The characters it stands for (several for a ligature or a conjunct), for text extraction. */
  codePoints: number[];
  /** Pen advance after it and its offset from the pen, in font units (y upwards). */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  /** Its own advance width (the font's hmtx), which a PDF viewer moves by unless told otherwise. */
  advanceWidth: number;
}

export interface ShapedRun {
  /** In the order they are drawn, left to right: a right-to-left run comes out already reversed. */
  glyphs: ShapedGlyph[];
  /** The run's width in font units. */
  advance: number;
  unitsPerEm: number;
  rightToLeft: boolean;
}

export function shapeRun(font: Font, text: string): ShapedRun {
  const run = font.layout(text);
  const glyphs = run.glyphs.map((glyph, index) => {
    const position = run.positions[index];
    return {
      id: glyph.id,
      codePoints: glyph.codePoints,
      xAdvance: position.xAdvance,
      xOffset: position.xOffset,
      yOffset: position.yOffset,
      advanceWidth: glyph.advanceWidth,
    };
  });
  return {
    glyphs,
    advance: glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0),
    unitsPerEm: font.unitsPerEm,
    rightToLeft: run.direction === 'rtl' || (run.direction === null && isRightToLeftText(text)),
  };
}

/** Whether the text's first strong character is Hebrew, Arabic, Syriac, Thaana or N'Ko. */
export function isRightToLeftText(text: string): boolean {
  const strong = /[\p{L}]/u.exec(text);
  return strong !== null && /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u.test(strong[0]);
}
