import { describe, expect, it } from 'vitest';
import { defaultResizeSettings, resizedPage, type ResizeSettings } from './resize-pdf';

const letter = { width: 612, height: 792 };
const settings = (change: Partial<ResizeSettings>): ResizeSettings => ({ ...defaultResizeSettings, ...change });
const MM = 72 / 25.4;

describe('resizedPage: where a page lands, for the engine and the preview', () => {
  it('fits a Letter page on A4, whole and centred', () => {
    const { sheet, page } = resizedPage(settings({}), letter, 0)!;
    expect(sheet.width).toBeCloseTo(595.28, 1);
    expect(sheet.height).toBeCloseTo(841.89, 1);
    expect(page.width).toBeCloseTo(595.28, 1);
    expect(page.y).toBeCloseTo((sheet.height - page.height) / 2, 5);
  });

  it('fill covers the sheet, the overflow centred; automatic orientation follows a landscape page', () => {
    const { sheet, page } = resizedPage(settings({ fit: 'fill' }), { width: 792, height: 612 }, 0)!;
    expect(sheet.width).toBeGreaterThan(sheet.height);
    // A4's landscape sheet is wider for its height than Letter's: the width is covered, the height overflows.
    expect(page.width).toBeCloseTo(sheet.width, 5);
    expect(page.height).toBeGreaterThan(sheet.height);
    expect(page.y).toBeCloseTo((sheet.height - page.height) / 2, 5);
  });

  it('adds the binding margin on the left of odd pages and the right of even ones', () => {
    const margins = settings({ mode: 'margins', binding: 20, top: 10 });
    const odd = resizedPage(margins, letter, 0)!;
    const even = resizedPage(margins, letter, 1)!;
    expect(odd.sheet.width).toBeCloseTo(612 + 20 * MM, 5);
    expect(odd.sheet.height).toBeCloseTo(792 + 10 * MM, 5);
    expect(odd.page.x).toBeCloseTo(20 * MM, 5);
    expect(even.page.x).toBe(0);
  });

  it('has no layout when the margin leaves no room', () => {
    expect(resizedPage(settings({ paper: 'custom', width: 25, height: 25, margin: 13 }), letter, 0)).toBeUndefined();
  });
});
