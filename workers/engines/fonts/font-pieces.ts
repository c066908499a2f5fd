// Text split into pieces that each one font draws: the first font that has a character starts a
// piece, and the piece goes on while its font has the next character, so spaces, digits and
// combining marks stay with their neighbours (and a shaped script stays in one piece).

export interface FontPiece<F> {
  font: F;
  text: string;
}

export interface FontPieces<F> {
  pieces: Array<FontPiece<F>>;
  /** Characters no font has, each once, left out of the pieces. */
  missing: string[];
}

/** The first font for each character of the text (fonts are loaded as they are tried). */
export async function fontsForCharacters<F>(text: string, fontFor: (codePoint: number) => Promise<F | undefined>): Promise<Map<number, F | undefined>> {
  const fonts = new Map<number, F | undefined>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (!fonts.has(codePoint)) fonts.set(codePoint, await fontFor(codePoint));
  }
  return fonts;
}

export function piecesByFont<F>(text: string, hasGlyph: (font: F, codePoint: number) => boolean, fontOf: (codePoint: number) => F | undefined): FontPieces<F> {
  const pieces: Array<FontPiece<F>> = [];
  const missing = new Set<string>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const current = pieces.at(-1);
    if (current && hasGlyph(current.font, codePoint)) {
      current.text += character;
      continue;
    }
    const font = fontOf(codePoint);
    if (font === undefined) missing.add(character);
    else pieces.push({ font, text: character });
  }
  return { pieces, missing: [...missing] };
}
