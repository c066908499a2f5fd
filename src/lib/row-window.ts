// Long lists drawn a screenful at a time: which rows of a scrolled list are in view (with a few more
// on each side, so a fast scroll shows at once), and the space the rows not drawn take.
import { useState, type UIEvent } from 'react';

export interface RowWindow {
  /** Rows [first, last) are drawn. */
  first: number;
  last: number;
  /** Height of the rows above and below that are not drawn. */
  before: number;
  after: number;
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

/** The rows in view of a list of `count` rows of `rowHeight` pixels, in a view `viewHeight` high. */
export function rowWindow(count: number, rowHeight: number, viewHeight: number, scrollTop: number, overscan = 6): Omit<RowWindow, 'onScroll'> {
  const first = Math.min(count, Math.max(0, Math.floor(scrollTop / rowHeight) - overscan));
  const last = Math.max(first, Math.min(count, Math.ceil((scrollTop + viewHeight) / rowHeight) + overscan));
  return { first, last, before: first * rowHeight, after: (count - last) * rowHeight };
}

export function useRowWindow(count: number, rowHeight: number, viewHeight: number): RowWindow {
  const [scrollTop, setScrollTop] = useState(0);
  return { ...rowWindow(count, rowHeight, viewHeight, scrollTop), onScroll: (event) => setScrollTop(event.currentTarget.scrollTop) };
}
