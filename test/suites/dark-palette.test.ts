// The dark theme's palette file is the one scripts/dark-palette.ts makes from the installed Tailwind.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { darkPaletteCss, paletteOf } from '../../scripts/dark-palette';

const tailwindTheme = readFileSync(new URL('../../node_modules/tailwindcss/theme.css', import.meta.url), 'utf8');

/** WCAG's contrast ratio of two colours given as oklch(L% C H), through linear sRGB. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [l, c, h] = color.match(/[\d.]+/g)!.map(Number);
    const L = l / 100, A = c * Math.cos((h * Math.PI) / 180), B = c * Math.sin((h * Math.PI) / 180);
    const l_ = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
    const m_ = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
    const s_ = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
    const r = 4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_;
    const g = -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_;
    const bl = -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_;
    return 0.2126 * Math.min(Math.max(r, 0), 1) + 0.7152 * Math.min(Math.max(g, 0), 1) + 0.0722 * Math.min(Math.max(bl, 0), 1);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('the dark palette', () => {
  const css = darkPaletteCss(tailwindTheme);
  const night = paletteOf(css.slice(0, css.indexOf('}')));

  it('is the file the app imports', async () => {
    await expect(css).toMatchFileSnapshot('../../src/theme/dark-palette.css');
  });

  it('turns every hue of the palette over, and gives the day palette back under white text', () => {
    const day = paletteOf(tailwindTheme);
    expect(night.size).toBe(day.size);
    expect(night.get('red-50')).toBe(day.get('red-950'));
    expect(night.get('slate-50')).toBe(day.get('slate-950'));
    expect(night.get('slate-900')).toBe(day.get('slate-50'));
    const underWhiteText = paletteOf(css.slice(css.indexOf('.text-white')));
    expect(underWhiteText).toEqual(day);
  });

  it('keeps the text of the day palette readable at night (AA, 4.5:1) on the surface and the page', () => {
    const surface = css.match(/--color-surface: ([^;]+);/)![1];
    const page = night.get('slate-50')!;
    // The text shades the screens use on cards and pages.
    for (const text of ['slate-500', 'slate-600', 'slate-700', 'slate-900', 'red-600', 'red-700', 'green-700', 'amber-700', 'blue-600']) {
      expect(contrast(night.get(text)!, surface), `${text} on the surface`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(night.get(text)!, page), `${text} on the page`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
