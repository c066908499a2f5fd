// The font objects a page draws with, by the name MuPDF's structured text gives each character's font
// (/BaseFont): the page's own resources, then those of the forms it draws (text often sits in one).
import type { PDFObject, PDFPage } from 'mupdf';

const MAX_FORM_DEPTH = 4;

/**
 * Font objects by every name MuPDF may give them; one name may stand for several fonts (a subset per
 * page or per form).
 */
export function pageFonts(page: PDFPage): Map<string, PDFObject[]> {
  const fonts = new Map<string, PDFObject[]>();
  const seen = new Set<number>();
  const visit = (resources: PDFObject, depth: number) => {
    if (!resources.isDictionary()) return;
    resources.get('Font').forEach((font) => {
      const resolved = font.resolve();
      // A dangling reference resolves to mupdf.js's null object, which has no keys to ask.
      if (!resolved.isDictionary()) return;
      const key = font.isIndirect() ? font.asIndirect() : -1;
      if (key >= 0 && seen.has(key)) return;
      if (key >= 0) seen.add(key);
      // MuPDF names a font after its descriptor's /FontName (else /BaseFont), cut to 31 characters.
      const names = new Set<string>();
      for (const path of [['BaseFont'], ['Name'], ['FontDescriptor', 'FontName'], ['DescendantFonts', 0, 'FontDescriptor', 'FontName']]) {
        const value = resolved.get(...path);
        if (value.isName()) [value.asName(), value.asName().slice(0, 31)].forEach((name) => names.add(name));
      }
      for (const name of names) fonts.set(name, [...(fonts.get(name) ?? []), font]);
    });
    if (depth >= MAX_FORM_DEPTH) return;
    resources.get('XObject').forEach((xobject) => {
      const key = xobject.isIndirect() ? xobject.asIndirect() : -1;
      if (key >= 0 && seen.has(-key - 2)) return;
      if (key >= 0) seen.add(-key - 2);
      const form = xobject.resolve();
      const isForm = (form.isDictionary() || form.isStream()) && form.get('Subtype').isName() && form.get('Subtype').asName() === 'Form';
      if (isForm) visit(form.get('Resources'), depth + 1);
    });
  };
  visit(page.getObject().getInheritable('Resources'), 0);
  return fonts;
}

/** Whether a font object is a Type 3 font (glyphs drawn by content streams: not rewritable). */
export function isType3Font(font: PDFObject): boolean {
  const subtype = font.resolve().get('Subtype');
  return subtype.isName() && subtype.asName() === 'Type3';
}

/** The font's /BaseFont in full, for a name MuPDF gives (cut to 31 characters, or the descriptor's). */
export function fullFontName(fonts: Map<string, PDFObject[]>, name: string): string {
  const base = fonts.get(name)?.[0]?.resolve().get('BaseFont');
  return base?.isName() ? base.asName() : name;
}
