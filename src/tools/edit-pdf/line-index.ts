// Which text line is under the pointer, found through bands of the page's height: a page with tens of
// thousands of lines answers a pointer move by looking at the few lines of one band, not all of them.
import type { Point } from '../../contract/edit-pdf';
import type { PageTextLine } from '../../contract/page-text';

const BAND = 12;
/** How far outside its box a line still takes the pointer, in points. */
const REACH = 1;

export interface LineIndex {
  at(point: Point): PageTextLine | undefined;
}

export function indexLines(lines: PageTextLine[]): LineIndex {
  const bands = new Map<number, PageTextLine[]>();
  for (const line of lines) {
    const first = Math.floor((line.box.y - REACH) / BAND);
    const last = Math.floor((line.box.y + line.box.height + REACH) / BAND);
    for (let band = first; band <= last; band += 1) bands.set(band, [...(bands.get(band) ?? []), line]);
  }
  return {
    at: ({ x, y }) => {
      const inside = (bands.get(Math.floor(y / BAND)) ?? []).filter(({ box }) => x >= box.x - REACH && x <= box.x + box.width + REACH
        && y >= box.y - REACH && y <= box.y + box.height + REACH);
      // Overlapping boxes (a superscript, a tight leading): the line whose middle is nearest.
      return inside.sort((a, b) => Math.abs(a.box.y + a.box.height / 2 - y) - Math.abs(b.box.y + b.box.height / 2 - y))[0];
    },
  };
}
