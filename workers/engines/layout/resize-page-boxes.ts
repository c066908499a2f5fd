// A resized page's boxes: MediaBox and CropBox become the new page; the print boxes a file has
// (BleedBox, TrimBox, ArtBox) follow the content and stay inside the new page.
import { PDFName, type PDFPage } from 'pdf-lib';
import type { Box } from './viewed-page-geometry';
import { roundPoint } from './wrap-page-content';

export type BoxChange = (box: Box) => Box;

const PRINT_BOXES = [
  ['BleedBox', (page: PDFPage) => page.getBleedBox(), (page: PDFPage, box: Box) => page.setBleedBox(box.x, box.y, box.width, box.height)],
  ['TrimBox', (page: PDFPage) => page.getTrimBox(), (page: PDFPage, box: Box) => page.setTrimBox(box.x, box.y, box.width, box.height)],
  ['ArtBox', (page: PDFPage) => page.getArtBox(), (page: PDFPage, box: Box) => page.setArtBox(box.x, box.y, box.width, box.height)],
] as const;

export function resizePageBoxes(page: PDFPage, pageBox: Box, change: BoxChange): void {
  const printBoxes = PRINT_BOXES
    .filter(([name]) => page.node.get(PDFName.of(name)) !== undefined)
    .map(([, get, set]) => ({ box: intersect(change(get(page)), pageBox), set }));
  const rounded = roundBox(pageBox);
  page.setMediaBox(rounded.x, rounded.y, rounded.width, rounded.height);
  page.setCropBox(rounded.x, rounded.y, rounded.width, rounded.height);
  for (const { box, set } of printBoxes) set(page, roundBox(box));
}

function intersect(box: Box, within: Box): Box {
  const x = Math.max(box.x, within.x);
  const y = Math.max(box.y, within.y);
  const right = Math.min(box.x + box.width, within.x + within.width);
  const top = Math.min(box.y + box.height, within.y + within.height);
  return right > x && top > y ? { x, y, width: right - x, height: top - y } : within;
}

function roundBox({ x, y, width, height }: Box): Box {
  return { x: roundPoint(x), y: roundPoint(y), width: roundPoint(width), height: roundPoint(height) };
}
