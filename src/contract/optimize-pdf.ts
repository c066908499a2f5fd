// Optimize PDF: POST /api/optimize-pdf?level=&quality=&images=&fonts=&metadata=&annotations=.
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { ShrinkResult } from './shrink-result';
import type { CustomSettings, OptimizeLevel } from './shrink-recipes';

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface OptimizeInput {
  file: NamedPdf;
  level: OptimizeLevel;
  custom?: CustomSettings;
}

export const optimizePdfOperation = engineOperation<OptimizeInput, ShrinkResult>('document', 'optimizePdf');
