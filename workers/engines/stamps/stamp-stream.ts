// Writes a stamp onto a page as its own content stream, above or really below the page's content.
import {
  PDFArray, PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames, beginText, concatTransformationMatrix, endText,
  moveText, popGraphicsState, pushGraphicsState, setFillingRgbColor, setFontAndSize, setTextRise, type PDFContext, type PDFPage, type PDFRef,
} from 'pdf-lib';
import type { ShapedRun } from '../fonts/shape-run';
import type { Matrix } from './page-frame';
import type { TextLine } from './text-line';

export type StampLayer = 'above' | 'below';

/**
 * Adds the operators as a self-contained stream (q … Q). pdf-lib first wraps the existing content
 * in q … Q, so whatever state it leaves behind cannot move our stamp. 'below' puts our stream
 * first, so the page's own content paints over it.
 */
export function addStampStream(page: PDFPage, operators: PDFOperator[], layer: StampLayer): void {
  const context = page.doc.context;
  const ref = context.register(context.contentStream([pushGraphicsState(), ...operators, popGraphicsState()]));
  page.node.addContentStream(ref);
  if (layer === 'below') {
    const contents = page.node.lookup(PDFName.of('Contents'), PDFArray);
    contents.remove(contents.size() - 1);
    contents.insert(0, ref);
  }
}

export function transform(matrix: Matrix): PDFOperator {
  return concatTransformationMatrix(...matrix);
}

/** Where text is drawn: a page, or a form XObject (a signature's appearance), with its own font resources. */
export interface TextTarget {
  context: PDFContext;
  /** The resource name the font has there (added when new). */
  fontKey(name: string, ref: PDFRef): PDFName;
}

export function pageTextTarget(page: PDFPage): TextTarget {
  return { context: page.doc.context, fontKey: (name, ref) => page.node.newFontDictionary(name, ref) };
}

function isTextTarget(target: PDFPage | TextTarget): target is TextTarget {
  return 'fontKey' in target;
}

/** The line with its baseline starting at (x, y) of the current coordinates, in one colour. */
export function textOperators(target: PDFPage | TextTarget, line: TextLine, x: number, y: number, rgb: [number, number, number]): PDFOperator[] {
  const { context, fontKey } = isTextTarget(target) ? target : pageTextTarget(target);
  // Td right after BT moves the first baseline to (x, y).
  const operators: PDFOperator[] = [setFillingRgbColor(...rgb), beginText(), moveText(x, y)];
  for (const run of line.runs) {
    const key = fontKey(run.font.name, run.font.ref);
    // Consecutive text operators continue where the previous run ended: the runs join seamlessly.
    operators.push(setFontAndSize(key, line.size), ...shapedTextOperators(context, run.shaped, line.size));
  }
  operators.push(endText());
  return operators;
}

/**
 * The glyphs at the places shaping gave them: TJ's numbers move the pen by the difference from each
 * glyph's own width (cursive joins, kerning, a mark's sideways offset), Ts raises or lowers marks.
 */
function shapedTextOperators(context: PDFContext, run: ShapedRun, size: number): PDFOperator[] {
  const thousandths = 1000 / run.unitsPerEm;
  const operators: PDFOperator[] = [];
  let items: Array<PDFNumber | PDFHexString> = [];
  let rise = 0;
  const flush = () => {
    if (items.length > 0) operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [context.obj(items)]));
    items = [];
  };
  for (const glyph of run.glyphs) {
    const glyphRise = (glyph.yOffset / run.unitsPerEm) * size;
    if (glyphRise !== rise) {
      flush();
      operators.push(setTextRise(glyphRise));
      rise = glyphRise;
    }
    // A TJ number n moves the pen left by n thousandths of the font size.
    if (glyph.xOffset !== 0) items.push(PDFNumber.of(-glyph.xOffset * thousandths));
    items.push(PDFHexString.of(glyph.id.toString(16).padStart(4, '0')));
    const rest = glyph.xAdvance - glyph.xOffset - glyph.advanceWidth;
    if (rest !== 0) items.push(PDFNumber.of(-rest * thousandths));
  }
  flush();
  if (rise !== 0) operators.push(setTextRise(0));
  return operators;
}
