// The font families people can pick for page numbers and watermarks (spec, second document §9).
// Each is drawn with a metric-compatible open font, embedded in the output (see
// workers/engines/fonts/font-catalog.ts), so the result looks the same on every device.
export const STAMP_FONT_FAMILIES = ['Arial', 'Times New Roman', 'Helvetica', 'Courier'] as const;

export type StampFontFamily = (typeof STAMP_FONT_FAMILIES)[number];

export const stampFontOptions = STAMP_FONT_FAMILIES.map((family) => ({ value: family, label: family }));

/**
 * The page's face for the other scripts the engines draw (Arabic, Devanagari, Thai, Chinese, …): the
 * same served fonts, declared by a style sheet the build writes, one @font-face per file with its
 * Unicode range, so a screen shows typed text as it will be saved and the browser fetches only what
 * the text needs.
 */
export const SCRIPT_FONTS_FAMILY = 'Folio Scripts';
export const SCRIPT_FONTS_STYLESHEET = '/vendor/fonts/scripts.css';
