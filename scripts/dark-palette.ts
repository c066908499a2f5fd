// The dark theme's colours, src/theme/dark-palette.css, made from Tailwind's own palette
// (node_modules/tailwindcss/theme.css). test/suites/dark-palette.test.ts checks the file is what this makes;
// after a Tailwind upgrade, `npx vitest run test/suites/dark-palette.test.ts -u` writes it again.
//
// Every colour utility of the app reads a palette variable (`bg-slate-50` is `var(--color-slate-50)`), so
// the dark theme is the palette turned over, not a second class on every element:
// - each hue's shades swap ends (50 ↔ 950, 100 ↔ 900 … 500 stays): a pale alert background becomes a deep one,
//   dark text on it becomes light;
// - the greys (slate) turn the same way around `surface`, the cards' background (white by day, slate 900 by
//   night), so the page (slate 50 → 950), cards, their borders and their text keep their order of contrast;
// - white stays white and black stays black: white text sits on a solid fill (a red button, a badge), and
//   inside any element with white text the palette is the day's again, so the fill keeps the contrast it has
//   by day; `bg-white` is left for what stands for paper (a page image's background).
const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
/** Slate's night shade for each day shade: one step further than the other hues, since surface takes 900. */
const SLATE_AT_NIGHT: Record<number, number | 'white'> = { 50: 950, 100: 800, 200: 700, 300: 600, 400: 500, 500: 400, 600: 300, 700: 200, 800: 100, 900: 50, 950: 'white' };
const SURFACE_AT_NIGHT = 'slate-900';

/** `hue-shade` → value, for every shaded colour of Tailwind's theme. */
export function paletteOf(themeCss: string): Map<string, string> {
  return new Map([...themeCss.matchAll(/--color-([a-z]+-\d+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
}

export function darkPaletteCss(themeCss: string): string {
  const palette = paletteOf(themeCss);
  const hues = [...new Set([...palette.keys()].map((name) => name.replace(/-\d+$/, '')))];
  const value = (name: string) => {
    const found = name === 'white' ? '#fff' : palette.get(name);
    if (!found) throw new Error(`Tailwind's theme has no --color-${name}`);
    return found;
  };
  const night = hues.flatMap((hue) => SHADES.map((shade) => {
    const turned = hue === 'slate' ? SLATE_AT_NIGHT[shade] : 1000 - shade;
    return `  --color-${hue}-${shade}: ${value(turned === 'white' ? 'white' : `${hue}-${turned}`)};`;
  }));
  const day = hues.flatMap((hue) => SHADES.map((shade) => `  --color-${hue}-${shade}: ${value(`${hue}-${shade}`)};`));
  return [
    '/* Made by scripts/dark-palette.ts from Tailwind\'s palette; do not edit by hand. */',
    ':root[data-theme=\'dark\'] {',
    '  color-scheme: dark;',
    `  --color-surface: ${value(SURFACE_AT_NIGHT)};`,
    ...night,
    '}',
    '',
    '/* White text sits on a solid fill: there the fill keeps its daytime shade. */',
    ':root[data-theme=\'dark\'] :is(.text-white, .btn-primary, .btn-success) {',
    ...day,
    '}',
    '',
  ].join('\n');
}
