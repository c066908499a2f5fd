// Repair PDF: POST /api/repair-pdf, and POST /api/inspect-pdf for its checking state.
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface RepairReport {
  /** What was wrong with the file, one line each; empty for a healthy file. */
  problems: string[];
  /** What Folio did about it. */
  fixes: string[];
  pagesRecovered: number;
  /** One line for the screen: 'No problems found' or how many problems were fixed. */
  summary: string;
}

export interface PdfInspection {
  pageCount: number;
  problems: string[];
  summary: string;
}

export interface RepairResult {
  bytes: Uint8Array;
  pageCount: number;
  report: RepairReport;
}

export const repairPdfOperation = engineOperation<{ file: NamedPdf }, RepairResult>('document', 'repairPdf');
export const inspectPdfOperation = engineOperation<{ file: NamedPdf }, PdfInspection>('document', 'inspectPdf');
