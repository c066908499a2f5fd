// Repair PDF: POST /api/repair-pdf, and POST /api/inspect-pdf for its checking state. What Repair
// found and did travels as facts: the engine reports codes and counts, the Repair screen's texts
// word them. MuPDF's own messages travel along for whoever wants the detail.
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { ResultItem } from './results';

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export type RepairProblem =
  /** The pointer to the cross-reference table (startxref) was not found: the end is missing or cut off. */
  | { code: 'startxref-missing' }
  | { code: 'junk-before-header' }
  | { code: 'object-unreadable'; object: number }
  | { code: 'xref-damaged' }
  | { code: 'stream-length' }
  | { code: 'syntax-errors' }
  /** `message`: MuPDF's words about the font, image or filter it could not decode. */
  | { code: 'content-undecodable'; message: string }
  | { code: 'pages-misparented'; count: number }
  /** A message no rule knows, kept as MuPDF said it rather than hidden. */
  | { code: 'unknown'; message: string };

export type RepairFix =
  | { code: 'xref-rebuilt'; objects: number }
  | { code: 'junk-removed' }
  | { code: 'objects-dropped'; objects: number[] }
  | { code: 'stream-lengths-rewritten' }
  | { code: 'pages-relinked'; count: number }
  | { code: 'saved-clean' }
  | { code: 'pages-recovered'; count: number };

export interface RepairReport {
  /** What was wrong with the file; empty for a healthy file. */
  problems: RepairProblem[];
  /** What Folio did about it; empty for a healthy file. */
  fixes: RepairFix[];
  pagesRecovered: number;
  /** What MuPDF reported while opening and walking the file, as it said it. */
  engineMessages: string[];
}

/** What the engine finds without changing anything. */
export interface PdfInspection {
  pageCount: number;
  problems: RepairProblem[];
  /** What MuPDF said, as it said it. */
  engineMessages: string[];
}

// ── Answers ──
/** The answer of POST /api/inspect-pdf: the problems a repair would fix, nothing changed. */
export interface InspectAnswer {
  filename: string;
  pages: number;
  problems: RepairProblem[];
  engineMessages: string[];
}

/** The one item of the POST /api/repair-pdf answer: the repaired file and what was done to it. */
export interface RepairAnswerItem extends ResultItem {
  size: number;
  pages: number;
  report: RepairReport;
}

export interface RepairResult {
  bytes: Uint8Array;
  pageCount: number;
  report: RepairReport;
}

export const repairPdfOperation = engineOperation<{ file: NamedPdf }, RepairResult>('document', 'repairPdf');
export const inspectPdfOperation = engineOperation<{ file: NamedPdf }, PdfInspection>('document', 'inspectPdf');
