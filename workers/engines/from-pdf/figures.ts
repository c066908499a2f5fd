// Vector figures (diagrams, charts, rating dots, titles drawn as outlines) as pictures of the page:
// MuPDF's text reading sees none of them, so a Word file made from the text drawn loses them. Shapes
// are gathered by drawing the page to a device that records where each path lands; shapes that touch
// become one figure, rendered from the page at 144 dpi and put in place among the text blocks.
//
// Not every drawing is a figure: straight rules and rectangles (table lines, cell shading, boxes
// around text) stay out, since the text and tables already carry them; a figure needs a curve, a
// slanted line or an image. A region holding running text is a text box with rounded corners, not a
// figure: its text stays text. Labels inside a figure are drawn in its picture, so their text blocks go.
import type { Matrix, Page, Path } from 'mupdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { runPathsThrough } from './page-device';
import { isRunningText, type Box, type TextBlock } from './page-text';

interface Shape { box: Box; curved: boolean }

/** Points on each side a figure must reach, and how close shapes must be to join one figure. */
const MIN_SIDE = 24;
const JOIN_GAP = 6;
/** A figure's pixels per point: 144 dpi, sharp in print at the figure's size. */
const RENDER_SCALE = 2;
/** An image keeps its own pixels per point, up to 4 (288 dpi). */
const MAX_IMAGE_SCALE = 4;
/** A label: a block of at most 2 lines of at most 40 characters. */
const LABEL_LINES = 2;
const LABEL_LENGTH = 40;
/** A shape covering most of the page is its background. */
const MAX_PAGE_SHARE = 0.8;

/**
 * The page's blocks with its figures added as picture blocks (the text drawn inside them removed), and
 * its images as the page shows them: an image's own pixels lack what drawing it adds (a stencil mask's
 * colour, a soft mask, clipping), and came out as black blocks.
 */
export function withFigures(mupdf: Mupdf, page: Page, read: TextBlock[]): TextBlock[] {
  const blocks = read.map(({ picture, ...block }) => (picture ? { ...block, image: renderRegion(mupdf, page, block.bbox, imageScale(picture.width, block.bbox)) } : block));
  const [x0, y0, x1, y1] = page.getBounds();
  const pageArea = (x1 - x0) * (y1 - y0);
  // Images join the shapes around them: a chart's pattern tiles and markers, a diagram's photos.
  const imageShapes = blocks.filter((block) => block.image).map((block) => ({ box: block.bbox, curved: true }));
  const grown = joined([...pageShapes(mupdf, page), ...imageShapes])
    .filter(({ box, curved }) => curved && box.width >= MIN_SIDE && box.height >= MIN_SIDE && box.width * box.height <= MAX_PAGE_SHARE * pageArea)
    .map(({ box }) => box)
    .filter((box) => !holdsParagraph(blocks, box))
    // Grown by their labels, neighbours may now overlap: they become one.
    .map((box) => ({ box: withLabels(blocks, box), curved: true }));
  const figures = joined(grown).map(({ box }) => box);
  if (figures.length === 0) return blocks;
  // An image that is a figure of its own stays as it was read; the other figures are drawn from the page.
  const drawn = figures.filter((box) => !blocks.some((block) => block.image && sameBox(block.bbox, box)));
  let placed = blocks.filter((block) => !drawn.some((figure) => mostlyInside(block.bbox, figure)));
  for (const box of drawn) placed = placedAmong(placed, { bbox: box, lines: [], image: renderRegion(mupdf, page, box) });
  return placed;
}

/**
 * The picture in the text's reading order: before the first block of its column (blocks it overlaps
 * across) that starts below its top, else after the last one above it, else at the end.
 */
function placedAmong(blocks: TextBlock[], picture: TextBlock): TextBlock[] {
  const sameColumn = (block: TextBlock) => block.bbox.x < picture.bbox.x + picture.bbox.width && picture.bbox.x < block.bbox.x + block.bbox.width;
  let index = blocks.findIndex((block) => sameColumn(block) && block.bbox.y >= picture.bbox.y);
  if (index < 0) {
    const above = blocks.findLastIndex((block) => sameColumn(block));
    index = above < 0 ? blocks.length : above + 1;
  }
  return [...blocks.slice(0, index), picture, ...blocks.slice(index)];
}

/** Every filled or stroked path's box on the page, and whether it curves or slants. */
function pageShapes(mupdf: Mupdf, page: Page): Shape[] {
  const shapes: Shape[] = [];
  runPathsThrough(mupdf, page, (path, ctm, colour, alpha, lineWidth = 0) => {
    if (alpha === 0 || (colour.length > 0 && colour.every((component) => component > 0.97) && colour.length !== 4)) return;
    const shape = shapeOf(path, ctm, lineWidth);
    if (shape) shapes.push(shape);
  });
  return shapes;
}

function shapeOf(path: Path, ctm: Matrix, lineWidth: number): Shape | undefined {
  const xs: number[] = [];
  const ys: number[] = [];
  let curved = false;
  let last: [number, number] | undefined;
  const point = (x: number, y: number): [number, number] => {
    const mapped: [number, number] = [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]];
    xs.push(mapped[0]);
    ys.push(mapped[1]);
    return mapped;
  };
  path.walk({
    moveTo(x, y) { last = point(x, y); },
    lineTo(x, y) {
      const next = point(x, y);
      if (last && Math.abs(next[0] - last[0]) > 1 && Math.abs(next[1] - last[1]) > 1) curved = true;
      last = next;
    },
    curveTo(x1, y1, x2, y2, x3, y3) {
      point(x1, y1);
      point(x2, y2);
      last = point(x3, y3);
      curved = true;
    },
    closePath() {},
  });
  if (xs.length === 0) return undefined;
  const half = (lineWidth * Math.hypot(ctm[0], ctm[1])) / 2;
  const left = Math.min(...xs) - half;
  const top = Math.min(...ys) - half;
  return { box: { x: left, y: top, width: Math.max(...xs) + half - left, height: Math.max(...ys) + half - top }, curved };
}

/** Shapes that overlap or nearly touch, joined into groups (their box, and whether any curves). */
function joined(shapes: Shape[]): Shape[] {
  const groups: Shape[] = [];
  for (const shape of shapes) {
    let group: Shape = { box: { ...shape.box }, curved: shape.curved };
    // Joining can bridge groups that were apart: merge until none touches.
    for (let index = groups.length - 1; index >= 0; index -= 1) {
      if (near(groups[index].box, group.box)) {
        group = { box: union(groups[index].box, group.box), curved: group.curved || groups[index].curved };
        groups.splice(index, 1);
        index = groups.length;
      }
    }
    groups.push(group);
  }
  return groups;
}

const near = (a: Box, b: Box) => a.x <= b.x + b.width + JOIN_GAP && b.x <= a.x + a.width + JOIN_GAP
  && a.y <= b.y + b.height + JOIN_GAP && b.y <= a.y + a.height + JOIN_GAP;

function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

const sameBox = (a: Box, b: Box) => Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5
  && Math.abs(a.width - b.width) < 0.5 && Math.abs(a.height - b.height) < 0.5;

const mostlyInside = (inner: Box, outer: Box) => overlapArea(inner, outer) >= 0.8 * inner.width * inner.height;

/** Short text blocks a figure's box cuts through are its labels ("Number" beside a line): the box takes them in whole. */
function withLabels(blocks: TextBlock[], box: Box): Box {
  return blocks.filter((block) => !block.image && overlapArea(block.bbox, box) > 0 && block.lines.length <= LABEL_LINES
    && block.lines.every((line) => line.text.trim().length <= LABEL_LENGTH))
    .reduce((grown, block) => union(grown, block.bbox), box);
}

/** Whether running text (not a figure's labels) lies inside the region: then it is a text box, whatever its corners. */
function holdsParagraph(blocks: TextBlock[], box: Box): boolean {
  return blocks.some((block) => !block.image && mostlyInside(block.bbox, box) && isRunningText(block));
}

const imageScale = (pixelWidth: number, bbox: Box) => Math.min(MAX_IMAGE_SCALE, pixelWidth / Math.max(bbox.width, 1));

/** The region as the page draws it (text, shapes and images), as PNG. */
function renderRegion(mupdf: Mupdf, page: Page, box: Box, scale = RENDER_SCALE): NonNullable<TextBlock['image']> {
  const bounds: [number, number, number, number] = [
    Math.round(box.x * scale), Math.round(box.y * scale), Math.round((box.x + box.width) * scale), Math.round((box.y + box.height) * scale),
  ];
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, bounds, false);
  try {
    pixmap.clear(255);
    const device = new mupdf.DrawDevice(mupdf.Matrix.scale(scale, scale), pixmap);
    try {
      page.run(device, mupdf.Matrix.identity);
      device.close();
    } finally {
      device.destroy();
    }
    return { png: pixmap.asPNG(), width: pixmap.getWidth(), height: pixmap.getHeight() };
  } finally {
    pixmap.destroy();
  }
}
