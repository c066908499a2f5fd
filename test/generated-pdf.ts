// A generated PDF of any length, for tests and benchmarks that need many pages: each page says "Generated page N".
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function generatedPdfBytes(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1) {
    const page = document.addPage([595, 842]);
    page.drawText(`Generated page ${number}`, { x: 72, y: 760, size: 28, font });
    page.drawText('The quick brown fox jumps over the lazy dog. '.repeat(3), { x: 72, y: 700, size: 10, font, maxWidth: 450 });
  }
  return document.save();
}
