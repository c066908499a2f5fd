/** Spec, second document §9: under 1024 bytes as B, under 1 MB as KB with 2 decimals, otherwise MB with 2 decimals. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** File cards show every size in MB with 2 decimals (spec, first document §3). */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
