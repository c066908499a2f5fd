// One annotation of the page read back as the facts the editor needs to take it over. Only the kinds
// and shapes the editor writes itself are listed: a line without an arrow end would lose its shape as
// an editor item, so it stays as it is in the file.
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
    case 'Stamp':
      return { ...base, kind: type };
    case 'Ink':
      return { ...base, kind: type, ink: annotation.getInkList().map((stroke) => stroke.map(toScreen)) };
    case 'Highlight': {
      const quads = annotation.getQuadPoints().map((quad) => {
        const xs = [quad[0], quad[2], quad[4], quad[6]];
        const ys = [quad[1], quad[3], quad[5], quad[7]];
        return boxOf([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]);
      });
      if (quads.length === 0) return undefined;
      const x = Math.min(...quads.map((quad) => quad.x));
      const y = Math.min(...quads.map((quad) => quad.y));
      const rect = { x, y, width: Math.max(...quads.map((quad) => quad.x + quad.width)) - x, height: Math.max(...quads.map((quad) => quad.y + quad.height)) - y };
      return { ...base, kind: type, rect, quads };
    }
    default:
      return undefined;
  }
}
