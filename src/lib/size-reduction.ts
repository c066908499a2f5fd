/** Spec, second document §9: reduction percent = (original − compressed) / original × 100, one decimal. */
export function reductionPercent(originalSize: number, compressedSize: number): string {
  if (originalSize <= 0) return '0.0';
  return (((originalSize - compressedSize) / originalSize) * 100).toFixed(1);
}
