// A highlight over selected text covers each line of it with its own quad (a PDF Highlight
// annotation's QuadPoints). The lines are kept relative to the highlight's box, as fractions of it,
// so moving or resizing the highlight like any other item carries its lines along.
import type { Box, HighlightItem } from './edit-pdf';

/** The highlight's box and its lines (fractions of that box) for lines given in page coordinates. */
export function textHighlightBoxes(lines: Box[]): Box & { lines: Box[] } {
  const x = Math.min(...lines.map((line) => line.x));
  const y = Math.min(...lines.map((line) => line.y));
  const width = Math.max(...lines.map((line) => line.x + line.width)) - x;
  const height = Math.max(...lines.map((line) => line.y + line.height)) - y;
  return {
    x, y, width, height,
    lines: lines.map((line) => ({ x: (line.x - x) / width, y: (line.y - y) / height, width: line.width / width, height: line.height / height })),
  };
}

/** The boxes a highlight covers, in page coordinates: its lines, or its whole box for a free rectangle. */
export function highlightAreas(item: Pick<HighlightItem, 'x' | 'y' | 'width' | 'height' | 'lines'>): Box[] {
  if (!item.lines || item.lines.length === 0) return [{ x: item.x, y: item.y, width: item.width, height: item.height }];
  return item.lines.map((line) => ({
    x: item.x + line.x * item.width, y: item.y + line.y * item.height, width: line.width * item.width, height: line.height * item.height,
  }));
}
