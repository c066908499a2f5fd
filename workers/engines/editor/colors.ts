import type { AnnotColor } from 'mupdf';

/** '#rrggbb' as the 0–1 components PDF colours take. */
export function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** A PDF colour (grey, RGB or CMYK components) as '#rrggbb'; undefined for "no colour". */
export function hexOf(color: AnnotColor): string | undefined {
  let rgb: number[];
  if (color.length === 1) rgb = [color[0], color[0], color[0]];
  else if (color.length === 3) rgb = color;
  // CMYK, the naive way viewers show it without a colour profile.
  else if (color.length === 4) rgb = color.slice(0, 3).map((ink) => (1 - ink) * (1 - color[3]));
  else return undefined;
  return `#${rgb.map((part) => Math.round(Math.min(1, Math.max(0, part)) * 255).toString(16).padStart(2, '0')).join('')}`;
}
