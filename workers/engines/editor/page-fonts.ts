// The font objects a page draws with, by the name MuPDF's structured text gives each character's font
// (/BaseFont): the page's own resources, then those of the forms it draws (text often sits in one).
import type { PDFObject, PDFPage } from 'mupdf';

const MAX_FORM_DEPTH = 4;

/** Font objects by /BaseFont; one name may stand for several fonts (a subset per page or per form). */
export function pageFonts(page: PDFPage): Map<string, PDFObject[]> {
  const fonts = new Map<string, PDFObject[]>();
  const seen = new Set<number>();
  const visit = (resources: PDFObject, depth: number) => {
    if (!resources.isDictionary()) return;
    resources.get('Font').forEach((font) => {
      const resolved = font.resolve();
      const key = font.isIndirect() ? font.asIndirect() : -1;
      if (key >= 0 && seen.has(key)) return;
      if (key >= 0) seen.add(key);
      const base = resolved.get('BaseFont');
      const name = base.isName() ? base.asName() : resolved.get('Name').isName() ? resolved.get('Name').asName() : '';
      fonts.set(name, [...(fonts.get(name) ?? []), font]);
    });
    if (depth >= MAX_FORM_DEPTH) return;
    resources.get('XObject').forEach((xobject) => {
      const key = xobject.isIndirect() ? xobject.asIndirect() : -1;
      if (key >= 0 && seen.has(-key - 2)) return;
      if (key >= 0) seen.add(-key - 2);
      const form = xobject.resolve();
      if (form.get('Subtype').isName() && form.get('Subtype').asName() === 'Form') visit(form.get('Resources'), depth + 1);
    });
  };
  visit(page.getObject().getInheritable('Resources'), 0);
  return fonts;
}

/** Whether the page draws with a Type 3 font (glyphs drawn by content streams: not rewritable). */
export function hasType3Font(fonts: Map<string, PDFObject[]>): boolean {
  return [...fonts.values()].flat().some((font) => font.resolve().get('Subtype').isName() && font.resolve().get('Subtype').asName() === 'Type3');
}
