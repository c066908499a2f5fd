// Writes a stamp onto a page as its own content stream, above or really below the page's content.
import {
  PDFArray, PDFName, beginText, concatTransformationMatrix, endText, moveText, popGraphicsState, pushGraphicsState,
  setFillingRgbColor, setFontAndSize, showText, type PDFOperator, type PDFPage,
} from 'pdf-lib';
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

/** The line with its baseline starting at (x, y) of the current coordinates, in one colour. */
export function textOperators(page: PDFPage, line: TextLine, x: number, y: number, rgb: [number, number, number]): PDFOperator[] {
  // Td right after BT moves the first baseline to (x, y).
  const operators: PDFOperator[] = [setFillingRgbColor(...rgb), beginText(), moveText(x, y)];
  for (const run of line.runs) {
    const key = page.node.newFontDictionary(run.font.name, run.font.ref);
    // Consecutive Tj operators continue where the previous run ended: the runs join seamlessly.
    operators.push(setFontAndSize(key, line.size), showText(run.font.encodeText(run.text)));
  }
  operators.push(endText());
  return operators;
}
