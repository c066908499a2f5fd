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
  /**
   * Parts of the file that could not be decoded, by kind: compressed data streams, embedded fonts,
   * images, colour profiles. `count`: how many times MuPDF met one; `pages`: the 1-based pages
   * whose content it was reading at the time (empty when it was not reading a page).
   */
  | { code: 'content-damaged'; kind: DamagedContent; count: number; pages: number[] }
  /**
   * What the repaired file still lacks, found by decoding every content stream, image and form a
   * page uses: `count` objects of this kind that failed to decode or decoded with MuPDF's
   * complaints, used by the 1-based `pages`. Not fixed: the data is not in the file.
   */
  | { code: 'content-lost'; kind: LostContent; count: number; pages: number[] }
  | { code: 'pages-misparented'; count: number }
  /** Messages no rule knows: counted here, and shown as MuPDF said them only in engineMessages. */
  | { code: 'other-warnings'; count: number };

export type DamagedContent = 'stream' | 'font' | 'image' | 'colour-profile';

/**
 * Repair (and its check on upload) decodes images to find damage up to this many pixels per file:
 * MuPDF decoded 30 to 46 ms per megapixel on two shared cores, so at most about 3 to 5 s. Images past
 * it are counted as unchecked, not judged.
 */
export const REPAIR_IMAGE_PIXEL_CAP = 100_000_000;

/** A page's own content stream or a form's ('page-content'), an image, or a part the page names that is not in the file. */
export type LostContent = 'page-content' | 'image' | 'missing-part';

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
  /** Images not decoded to look for damage because the check's pixel cap was reached (0 when all were checked). */
  imagesUnchecked?: number;
  /** What MuPDF reported while opening and walking the file, as it said it: for the technical details only. */
  engineMessages: string[];
}

/** What the engine finds without changing anything. */
export interface PdfInspection {
  pageCount: number;
  problems: RepairProblem[];
  /** Images not decoded to look for damage because the check's pixel cap was reached. */
  imagesUnchecked?: number;
  /** What MuPDF said, as it said it: for the technical details only. */
  engineMessages: string[];
}

// ── Answers ──
/** The answer of POST /api/inspect-pdf: the problems a repair would fix, nothing changed. */
export interface InspectAnswer {
  filename: string;
  pages: number;
  problems: RepairProblem[];
  imagesUnchecked?: number;
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
