// Characters a PDF carries but does not draw (judged on PDFs LibreOffice writes). PDF writers such as LibreOffice subset each font to the
// glyphs a page uses, glyph 0 being .notdef; a character the font lacks is drawn with .notdef (or a
// copy of it): an empty box, or nothing at all where the font's .notdef is empty (Liberation's is).
// MuPDF's trace names each glyph drawn, its font and the character its ToUnicode entry gives.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

const unescapeXml = (text: string) => text.replace(/&(quot|amp|lt|gt|apos|#x([0-9a-f]+));/gi, (_, name: string, hex?: string) =>
  (hex ? String.fromCodePoint(parseInt(hex, 16)) : { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" }[name.toLowerCase()]!));

/** Spaces, controls and format marks have no outline of their own. */
const NO_OUTLINE_EXPECTED = /^[\p{Z}\p{C}\s]*$/u;

/** The embedded TrueType and OpenType fonts, by their PostScript name as embedded (subset prefix included). */
async function embeddedFonts(pdfBytes: Uint8Array): Promise<Map<string, Font>> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const fonts = new Map<string, Font>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = pdf.context.lookup(object.get(PDFName.of('FontFile2')) ?? object.get(PDFName.of('FontFile3')));
    if (!(file instanceof PDFRawStream)) continue;
    try {
      fonts.set(String(object.get(PDFName.of('FontName'))).slice(1), fontkit.create(decodePDFRawStream(file).decode()));
    } catch {
      // a bare CFF or Type 1 program fontkit cannot read: its glyphs are not judged
    }
  }
  return fonts;
}

/**
 * The characters drawn as .notdef (a box, a copy of it, or an empty glyph where a visible one was due),
 * each once, as the glyph's ToUnicode entry names it: every missing character of a font shares one
 * glyph, so that is the first character drawn with it.
 */
export async function undrawnCharacters(pdfBytes: Uint8Array): Promise<string[]> {
  const fonts = await embeddedFonts(pdfBytes);
  const outline = (font: Font, id: number) => font.getGlyph(id).path.toSVG();
  const file = join(mkdtempSync(join(tmpdir(), 'folio-undrawn-')), 'in.pdf');
  writeFileSync(file, pdfBytes);
  const trace = execFileSync('mutool', ['trace', file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const undrawn = new Set<string>();
  let font: Font | undefined;
  for (const line of trace.split('\n')) {
    const span = /<span font="([^"]+)"/.exec(line);
    if (span) font = fonts.get(span[1]);
    const glyph = /<g unicode="([^"]*)" glyph="(\d+)"/.exec(line);
    if (!glyph || !font) continue;
    const character = unescapeXml(glyph[1]);
    if (NO_OUTLINE_EXPECTED.test(character)) continue;
    const drawn = outline(font, Number(glyph[2]));
    if (drawn === '' || Number(glyph[2]) === 0 || drawn === outline(font, 0)) undrawn.add(character);
  }
  return [...undrawn];
}
