// Spec, second document §9: zoom 50–200 in steps of 25, default 100; the canvas is 800 wide at 100 %.
export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 25;
export const ZOOM_DEFAULT = 100;
export const CANVAS_WIDTH = 800;

export type Zoom = number | 'fit';

/** CSS pixels across the page for a zoom, given the room the viewer has for 'fit width'. */
export function pageWidthFor(zoom: Zoom, room: number): number {
  return Math.round(zoom === 'fit' ? Math.max(200, room) : (CANVAS_WIDTH * zoom) / 100);
}
