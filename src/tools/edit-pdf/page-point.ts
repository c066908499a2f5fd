import type { Point } from '../../contract/edit-pdf';

/**
 * The pointer's place on the page in PDF points from the page's top-left, for a page drawn
 * `width` CSS pixels wide and turned by `rotation` degrees (a pending turn, shown with CSS) about
 * its centre: the bounding box of a turned element is the turned box, so the turn is undone first.
 */
export function toPagePoint(clientX: number, clientY: number, bounds: DOMRect, rotation: number, width: number, page: { width: number; height: number }): Point {
  const dx = clientX - (bounds.left + bounds.width / 2);
  const dy = clientY - (bounds.top + bounds.height / 2);
  const angle = (-rotation * Math.PI) / 180;
  const ux = dx * Math.cos(angle) - dy * Math.sin(angle);
  const uy = dx * Math.sin(angle) + dy * Math.cos(angle);
  const scale = page.width / width;
  return { x: ux * scale + page.width / 2, y: uy * scale + page.height / 2 };
}
