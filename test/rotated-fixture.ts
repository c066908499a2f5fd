// A generated fixture for stamp placement: pages turned by /Rotate, one with a CropBox that does not start at 0,0.
import { PDFDocument, degrees } from 'pdf-lib';
import { corpusFile } from './corpus';

/** 3 pages of the 4-page outline file: upright; turned 90° with a CropBox at (40, 60), 400 × 600; turned 270°. */
export async function rotatedFixture(): Promise<{ name: string; bytes: Uint8Array }> {
  const document = await PDFDocument.load(corpusFile('multipage-outline-links-4p.pdf').bytes);
  document.getPage(1).setRotation(degrees(90));
  document.getPage(1).setCropBox(40, 60, 400, 600);
  document.getPage(2).setRotation(degrees(270));
  document.removePage(3);
  return { name: 'rotated.pdf', bytes: await document.save() };
}

/** Four empty Letter pages (612 × 792) turned 0°, 90°, 180° and 270° by /Rotate, in that order. */
export async function quarterTurnsFixture(): Promise<{ name: string; bytes: Uint8Array }> {
  const document = await PDFDocument.create();
  for (const angle of [0, 90, 180, 270]) document.addPage([612, 792]).setRotation(degrees(angle));
  return { name: 'quarter-turns.pdf', bytes: await document.save() };
}
