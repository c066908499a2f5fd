// The visible signature's box as the person draws it on the page preview: fractions of the page as
// shown, from its top left, kept on the page and never smaller than the contract allows.
import { SIGNATURE_BOX_MIN } from '../../contract/digital-signature';

export interface BoxOnPage {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bottom right, where a signature usually goes: what keyboard users start from. */
export const DEFAULT_BOX: BoxOnPage = { x: 0.52, y: 0.82, width: 0.4, height: 0.1 };

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The box between where a drag started and where it is now (both as fractions), on the page. */
export function boxFromDrag(start: [number, number], end: [number, number]): BoxOnPage {
  const [x0, y0] = start.map(clamp);
  const [x1, y1] = end.map(clamp);
  return keptOnPage({ x: Math.min(x0, x1), y: Math.min(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) });
}

/** At least the smallest box, and wholly on the page. */
export function keptOnPage(box: BoxOnPage): BoxOnPage {
  const width = Math.min(1, Math.max(SIGNATURE_BOX_MIN, box.width));
  const height = Math.min(1, Math.max(SIGNATURE_BOX_MIN, box.height));
  return { x: Math.min(clamp(box.x), 1 - width), y: Math.min(clamp(box.y), 1 - height), width, height };
}

const STEP = 0.01;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The box after an arrow key: moved, or with Shift resized; undefined for other keys. */
export function boxAfterKey(box: BoxOnPage, key: string, resize: boolean): BoxOnPage | undefined {
  const arrow = ARROWS[key];
  if (!arrow) return undefined;
  const [dx, dy] = arrow.map((value) => value * STEP);
  return keptOnPage(resize ? { ...box, width: box.width + dx, height: box.height + dy } : { ...box, x: box.x + dx, y: box.y + dy });
}
