// One annotation of the page read back as the facts the editor needs to take it over. Only the kinds
// and shapes the editor writes itself are listed: a line without an arrow end, or a highlight over
// several lines of text, would lose its shape as an editor item, so it stays as it is in the file.
import type { PDFAnnotation } from 'mupdf';
import { TEXT_ALIGNMENTS, type Box } from '../../../src/contract/edit-pdf';
import type { FileAnnotation } from '../../../src/contract/file-annotations';
import { hexOf } from './colors';
import type { PagePlace } from './page-place';

const ARROW_ENDS = ['OpenArrow', 'ClosedArrow'];

/** The object number that names the annotation in the file. */
export function objectNumberOf(annotation: PDFAnnotation): number {
  return annotation.getObject().asIndirect();
}

/** The facts of a known annotation, in the screen's coordinates; undefined for the others. */
export function annotationFacts(annotation: PDFAnnotation, pageNumber: number, place: PagePlace): FileAnnotation | undefined {
  const type = annotation.getType();
  const toScreen = ([x, y]: [number, number]) => {
    const [sx, sy] = place.fromPage([x, y]);
    return { x: sx, y: sy };
  };
  const boxOf = ([x0, y0, x1, y1]: number[]): Box => {
    const a = toScreen([x0, y0]);
    const b = toScreen([x1, y1]);
    return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
  };
  const unit = place.length(1);
  const base = {
    object: objectNumberOf(annotation), page: pageNumber, rect: boxOf(annotation.hasRect() ? annotation.getRect() : annotation.getBounds()),
    color: hexOf(annotation.getColor()), opacity: annotation.getOpacity(),
    borderWidth: annotation.hasBorder() ? annotation.getBorderWidth() / unit : 0,
  };
  switch (type) {
    case 'FreeText': {
      const appearance = annotation.getDefaultAppearance();
      return {
        ...base, kind: type, text: annotation.getContents(), fontSize: appearance.size / unit, fontName: appearance.font,
        textColor: hexOf(appearance.color), alignment: TEXT_ALIGNMENTS[annotation.getQuadding()] ?? 'left',
      };
    }
    case 'Square':
    case 'Circle':
      return { ...base, kind: type, interiorColor: annotation.hasInteriorColor() ? hexOf(annotation.getInteriorColor()) : undefined };
    case 'Line': {
      const ends = annotation.getLineEndingStyles();
      if (ends.start !== 'None' || !ARROW_ENDS.includes(ends.end)) return undefined;
      const [from, to] = annotation.getLine();
      return { ...base, kind: type, line: [toScreen(from), toScreen(to)] };
    }
    case 'Ink':
      return { ...base, kind: type, ink: annotation.getInkList().map((stroke) => stroke.map(toScreen)) };
    case 'Highlight': {
      const quads = annotation.getQuadPoints();
      if (quads.length !== 1) return undefined;
      const [x0, y0, x1, y1, x2, y2, x3, y3] = quads[0];
      const xs = [x0, x1, x2, x3];
      const ys = [y0, y1, y2, y3];
      return { ...base, kind: type, rect: boxOf([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]) };
    }
    default:
      return undefined;
  }
}
