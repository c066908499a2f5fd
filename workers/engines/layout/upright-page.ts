// A source page drawn on a sheet as a person sees it: only its visible area (CropBox within MediaBox),
// turned by its /Rotate, scaled to fit a rectangle and centred there. Pages become form XObjects
// (pdf-lib embedPages), so their text and vectors stay as they are.
import {
  PDFDocument, clip, degrees, endPath, popGraphicsState, pushGraphicsState, rectangle, type PDFEmbeddedPage, type PDFPage,
} from 'pdf-lib';
import { fitScale, type Rect } from '../../../src/contract/n-up-layout';

/** A page ready to draw, and its size as viewed (width and height swapped by a quarter turn). */
export interface UprightPage {
  embedded: PDFEmbeddedPage;
  rotation: 0 | 90 | 180 | 270;
  width: number;
  height: number;
}

/** The visible area: the CropBox clipped to the MediaBox (a CropBox may reach past it). */
function visibleBox(page: PDFPage): { left: number; bottom: number; right: number; top: number } {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const left = Math.max(media.x, crop.x);
  const bottom = Math.max(media.y, crop.y);
  const right = Math.min(media.x + media.width, crop.x + crop.width);
  const top = Math.min(media.y + media.height, crop.y + crop.height);
  // A CropBox outside the MediaBox is broken: viewers show the MediaBox then.
  return right > left && top > bottom ? { left, bottom, right, top } : { left: media.x, bottom: media.y, right: media.x + media.width, top: media.y + media.height };
}

export function quarterTurns(page: PDFPage): UprightPage['rotation'] {
  const angle = ((Math.round(page.getRotation().angle / 90) * 90) % 360 + 360) % 360;
  return angle as UprightPage['rotation'];
}

/** The size of a page as a viewer shows it. */
export function viewedSize(page: PDFPage): { width: number; height: number } {
  const box = visibleBox(page);
  const width = box.right - box.left;
  const height = box.top - box.bottom;
  return quarterTurns(page) % 180 === 0 ? { width, height } : { width: height, height: width };
}

/** Embeds the source pages into `target` as form XObjects cut to their visible area. */
export async function embedUpright(target: PDFDocument, pages: PDFPage[]): Promise<UprightPage[]> {
  if (pages.length === 0) return [];
  const embedded = await target.embedPages(pages, pages.map(visibleBox));
  return pages.map((page, index) => ({ embedded: embedded[index], rotation: quarterTurns(page), ...viewedSize(page) }));
}

/**
 * Draws the page fitted and centred in `cell` (at `scale` when given), returning where it landed.
 * /Rotate turns the page clockwise as viewed; PDF's rotation is anticlockwise, hence the negative
 * angle, and the offset that brings the turned form back onto its place.
 */
export function drawUpright(sheet: PDFPage, page: UprightPage, cell: Rect, scale = fitScale(page.width, page.height, cell)): Rect {
  const width = page.width * scale;
  const height = page.height * scale;
  const x = cell.x + (cell.width - width) / 2;
  const y = cell.y + (cell.height - height) / 2;
  const offset = { 0: [0, 0], 90: [0, height], 180: [width, height], 270: [width, 0] }[page.rotation];
  sheet.drawPage(page.embedded, { x: x + offset[0], y: y + offset[1], xScale: scale, yScale: scale, rotate: degrees(-page.rotation) });
  return { x, y, width, height };
}

/** Runs `draw` with everything it paints clipped to `area` (a page shifted by creep stays on its half). */
export function clipped(sheet: PDFPage, area: Rect, draw: () => void): void {
  sheet.pushOperators(pushGraphicsState(), rectangle(area.x, area.y, area.width, area.height), clip(), endPath());
  draw();
  sheet.pushOperators(popGraphicsState());
}
