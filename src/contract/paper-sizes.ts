// Paper sizes the layout tools print on, in PDF points (1/72 inch), portrait (width < height).
export const PAPER_SIZES = {
  a4: { width: 595.28, height: 841.89 },
  a3: { width: 841.89, height: 1190.55 },
  letter: { width: 612, height: 792 },
  legal: { width: 612, height: 1008 },
  tabloid: { width: 792, height: 1224 },
} as const;

export type PaperSize = keyof typeof PAPER_SIZES;

export const POINTS_PER_MM = 72 / 25.4;

export function mmToPoints(mm: number): number {
  return mm * POINTS_PER_MM;
}

// Acrobat's largest page (200 inches); a sheet made from a huge page is scaled down to it.
export const MAX_SHEET_SIDE = 14_400;

/** A sheet of this size, scaled down (proportions kept) if a side is over the largest page. */
export function withinLargestPage({ width, height }: { width: number; height: number }): { width: number; height: number } {
  const shrink = Math.min(1, MAX_SHEET_SIDE / Math.max(width, height));
  return { width: width * shrink, height: height * shrink };
}
