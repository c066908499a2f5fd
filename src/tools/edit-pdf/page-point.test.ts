import { describe, expect, it } from 'vitest';
import { toPagePoint } from './page-point';

const page = { width: 600, height: 800 };
// A page drawn 300 px wide (half size) at the top-left of the window.
const upright = { left: 0, top: 0, width: 300, height: 400 } as DOMRect;

describe('toPagePoint', () => {
  it('maps a click on an upright page to points from its top-left', () => {
    expect(toPagePoint(150, 100, upright, 0, 300, page)).toEqual({ x: 300, y: 200 });
  });

  it('undoes a quarter turn shown with CSS', () => {
    // Turned 90° clockwise, the page's top-left corner is at the box's top-right.
    const turned = { left: 0, top: 0, width: 400, height: 300 } as DOMRect;
    const corner = toPagePoint(400, 0, turned, 90, 300, page);
    expect(corner.x).toBeCloseTo(0, 6);
    expect(corner.y).toBeCloseTo(0, 6);
  });
});
