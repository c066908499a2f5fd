import { describe, expect, it } from 'vitest';
import { overlayRect } from './overlay-pdf';

const a4 = { width: 595, height: 842 };
const stamp = { width: 420, height: 298 };

describe('overlayRect: where the overlay page lands, for the engine and the preview', () => {
  it('as it is: at the page’s bottom-left corner, its own size (overflowing a smaller page)', () => {
    expect(overlayRect(a4, stamp, 'origin')).toEqual({ x: 0, y: 0, width: 420, height: 298 });
    expect(overlayRect(stamp, a4, 'origin')).toEqual({ x: 0, y: 0, width: 595, height: 842 });
  });

  it('scaled: as large as the page allows, proportions kept, centred', () => {
    const rect = overlayRect(a4, stamp, 'scale');
    expect(rect.width).toBeCloseTo(595, 5);
    expect(rect.height).toBeCloseTo(298 * (595 / 420), 5);
    expect(rect.y).toBeCloseTo((842 - rect.height) / 2, 5);
    expect(rect.x).toBeCloseTo(0, 5);
  });
});
