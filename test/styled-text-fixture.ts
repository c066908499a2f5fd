// A one-page PDF whose styling is known, made with pdf-lib: a title and a section heading set larger
// and bold, running text, a red warning, a phrase underlined by a drawn line (as PDFs underline), and a
// picture between two paragraphs. The Word converter must carry each of them over.
import { PNG } from 'pngjs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export const title = 'Annual garden report';
export const sectionHeading = 'Planting calendar';
export const warning = 'Frost is expected in the first week of April.';
/** The red of the warning, as Word writes colours. */
export const warningColour = 'CC0000';
export const underlinedLineStart = 'Water the seedlings ';
export const underlined = 'every morning';
export const underlinedLineEnd = ' until they are established.';
export const beforePicture = 'The plan of the beds is shown below.';
export const afterPicture = 'Each bed is four metres long.';
/** The picture's size in pixels, and as drawn on the page in points. */
export const picture = { width: 40, height: 20, drawnWidth: 160, drawnHeight: 80 };

const running = [
  'The garden had a good year. The vegetable beds were dug again in',
  'the autumn and the soil was improved with compost from the heaps.',
  'Most crops did well, and the fruit trees gave more than last year.',
  'The volunteers met every Saturday and kept a diary of the work done.',
];

/** A small two-colour picture: green on the left half, brown on the right. */
function picturePng(): Uint8Array {
  const png = new PNG({ width: picture.width, height: picture.height });
  for (let y = 0; y < picture.height; y += 1) {
    for (let x = 0; x < picture.width; x += 1) {
      const offset = (y * picture.width + x) * 4;
      png.data.set(x < picture.width / 2 ? [40, 160, 60, 255] : [140, 90, 40, 255], offset);
    }
  }
  return PNG.sync.write(png);
}

export async function styledTextFixtureBytes(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595, 842]);
  const left = 72;
  page.drawText(title, { x: left, y: 760, size: 24, font: bold });
  running.forEach((line, index) => page.drawText(line, { x: left, y: 720 - index * 14, size: 11, font }));
  page.drawText(sectionHeading, { x: left, y: 640, size: 15, font: bold });
  page.drawText(warning, { x: left, y: 612, size: 11, font, color: rgb(0.8, 0, 0) });
  // The underline: a thin line a little below the baseline, as long as the underlined words.
  const lineY = 590;
  page.drawText(underlinedLineStart + underlined + underlinedLineEnd, { x: left, y: lineY, size: 11, font });
  const underlineStart = left + font.widthOfTextAtSize(underlinedLineStart, 11);
  page.drawLine({ start: { x: underlineStart, y: lineY - 1.5 }, end: { x: underlineStart + font.widthOfTextAtSize(underlined, 11), y: lineY - 1.5 }, thickness: 0.7 });
  page.drawText(beforePicture, { x: left, y: 560, size: 11, font });
  const image = await document.embedPng(picturePng());
  page.drawImage(image, { x: left, y: 460, width: picture.drawnWidth, height: picture.drawnHeight });
  page.drawText(afterPicture, { x: left, y: 430, size: 11, font });
  return document.save();
}
