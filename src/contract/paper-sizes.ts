// Paper sizes, one table for every tool: portrait width and height in millimetres as the standards
// define them (ISO 216; ANSI Letter, Legal and Tabloid), and in PDF points (1/72 inch).
export const PAPER_MM = {
  a4: { width: 210, height: 297 },
  a3: { width: 297, height: 420 },
  a5: { width: 148, height: 210 },
  letter: { width: 215.9, height: 279.4 },
  legal: { width: 215.9, height: 355.6 },
  tabloid: { width: 279.4, height: 431.8 },
} as const;

export const POINTS_PER_MM = 72 / 25.4;

export function mmToPoints(mm: number): number {
  return mm * POINTS_PER_MM;
}

/** A paper size in points, portrait, to the hundredth (A4: 595.28 × 841.89; Letter: 612 × 792). */
export function paperPoints(size: keyof typeof PAPER_MM): { width: number; height: number } {
  const { width, height } = PAPER_MM[size];
  return { width: Math.round(mmToPoints(width) * 100) / 100, height: Math.round(mmToPoints(height) * 100) / 100 };
}

/** The sheets the layout tools print on (n-up, booklet, poster), in points. */
export const PAPER_SIZES = {
  a4: paperPoints('a4'),
  a3: paperPoints('a3'),
  letter: paperPoints('letter'),
  legal: paperPoints('legal'),
  tabloid: paperPoints('tabloid'),
} as const;

export type PaperSize = keyof typeof PAPER_SIZES;

// Acrobat's largest page (200 inches); a sheet made from a huge page is scaled down to it.
export const MAX_SHEET_SIDE = 14_400;

/** A sheet of this size, scaled down (proportions kept) if a side is over the largest page. */
export function withinLargestPage({ width, height }: { width: number; height: number }): { width: number; height: number } {
  const shrink = Math.min(1, MAX_SHEET_SIDE / Math.max(width, height));
  return { width: width * shrink, height: height * shrink };
}
