// A visible signature's appearance: a form XObject the size of the box the user drew, with the
// drawn, typed or picture signature on the left (when given) and the signer's name, the date, the
// reason and the location on the right, in fonts that cover every script the details are written in.
import { PDFDict, PDFName, PDFOperator, popGraphicsState, pushGraphicsState, drawObject, scale, translate, type PDFDocument, type PDFRef } from 'pdf-lib';
import { layOutText, type TextLine } from '../stamps/text-line';
import { textOperators, type TextTarget } from '../stamps/stamp-stream';

export interface AppearanceText {
  name: string;
  date: string;
  reason: string;
  location: string;
}

const INK: [number, number, number] = [0.1, 0.1, 0.25];
const PADDING = 0.06;

export async function signatureAppearance(document: PDFDocument, width: number, height: number, text: AppearanceText, picture?: Uint8Array): Promise<PDFRef> {
  const context = document.context;
  const fonts = PDFDict.withContext(context);
  const xObjects = PDFDict.withContext(context);
  const target: TextTarget = {
    context,
    fontKey: (name, ref) => {
      const key = PDFName.of(name);
      fonts.set(key, ref);
      return key;
    },
  };
  const operators: PDFOperator[] = [];
  const pad = Math.min(width, height) * PADDING;
  let textLeft = pad;
  if (picture) {
    // A JPEG starts FF D8; anything else is taken as the PNG the screens send.
    const image = picture[0] === 0xff && picture[1] === 0xd8 ? await document.embedJpg(picture) : await document.embedPng(picture);
    const boxWidth = width / 2 - pad * 1.5;
    const fit = Math.min(boxWidth / image.width, (height - 2 * pad) / image.height);
    const drawnWidth = image.width * fit;
    const drawnHeight = image.height * fit;
    xObjects.set(PDFName.of('Signature'), image.ref);
    operators.push(pushGraphicsState(), translate(pad + (boxWidth - drawnWidth) / 2, (height - drawnHeight) / 2), scale(drawnWidth, drawnHeight), drawObject('Signature'), popGraphicsState());
    textLeft = width / 2;
  }
  const lines = [text.name, text.date, text.reason, text.location].filter((line) => line.trim() !== '');
  const available = { width: width - textLeft - pad, height: height - 2 * pad };
  const laidOut = await fitLines(document, lines, available.width, available.height);
  const lineHeight = laidOut.size * 1.25;
  let baseline = height - pad - (available.height - lineHeight * laidOut.lines.length) / 2 - laidOut.size;
  for (const line of laidOut.lines) {
    operators.push(...textOperators(target, line, textLeft, baseline, INK));
    baseline -= lineHeight;
  }
  const resources = context.obj({ Font: fonts, XObject: xObjects });
  const stream = context.formXObject(operators, { BBox: [0, 0, width, height], Resources: resources });
  return context.register(stream);
}

/** The largest size (up to 11 pt) at which every line fits the box. */
async function fitLines(document: PDFDocument, lines: string[], width: number, height: number): Promise<{ lines: TextLine[]; size: number }> {
  let size = Math.min(11, height / (lines.length * 1.25));
  let laidOut = await Promise.all(lines.map((line) => layOutText(document, line, 'Helvetica', size)));
  const widest = Math.max(...laidOut.map((line) => line.width));
  if (widest > width) {
    size = size * (width / widest);
    laidOut = await Promise.all(lines.map((line) => layOutText(document, line, 'Helvetica', size)));
  }
  return { lines: laidOut, size };
}
