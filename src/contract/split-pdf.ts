import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { PagePartsResult } from './page-parts';

/** Split every N pages: spec §5, minimum 1; an empty or non-numeric value becomes 1. Screen and API use this one rule. */
export function splitEveryValue(text: string | null): number {
  const number = Number.parseInt(text ?? '', 10);
  return Number.isFinite(number) && number >= 1 ? number : 1;
}

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export type SplitOptions =
  | { file: NamedPdf; mode: 'range'; range: string }
  | { file: NamedPdf; mode: 'every'; every: number };

export const splitPdfOperation = engineOperation<SplitOptions, PagePartsResult>('document', 'splitPdf');
