// A PDF with pages that cannot all be converted, made with pdf-lib. Page 2's content opens ten
// thousand graphics states (MuPDF refuses such nesting, so the page can be neither read nor drawn);
// page 3 is far larger than any image can be (its text reads, but MuPDF will not allocate its
// pixels). Pages 1 and 4 are ordinary.
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

export const pageTexts = ['First page', 'Second page', 'Third page', 'Fourth page'];
export const unreadablePage = 2;
export const unrenderablePage = 3;

export async function failingPagesFixtureBytes(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pageTexts) document.addPage([300, 300]).drawText(text, { x: 40, y: 200, size: 14, font });
  const unreadable = document.getPage(unreadablePage - 1);
  const fontName = unreadable.node.Resources()!.lookup(PDFName.of('Font'), PDFDict).keys()[0];
  const nested = `${'q '.repeat(10_000)}BT ${fontName} 14 Tf 40 200 Td (Second page) Tj ET`;
  unreadable.node.set(PDFName.of('Contents'), document.context.register(document.context.flateStream(nested)));
  document.getPage(unrenderablePage - 1).setMediaBox(0, 0, 200_000, 200_000);
  return document.save();
}
