// Repair PDF: POST /api/repair-pdf, and POST /api/inspect-pdf for its checking state (each file is
// checked as it arrives). Neither has settings. What Repair found and did travels as facts: the
// engine reports codes and counts, the Repair screen's texts word them. MuPDF's own messages
// travel along for whoever wants the detail.
import { filesOnlyCall, ONE_PDF_FILE, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';

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

/** What the engine finds without changing anything: the inspection's facts (it writes no file). */
export interface PdfInspection {
  pages: number;
  problems: RepairProblem[];
  /** Images not decoded to look for damage because the check's pixel cap was reached. */
  imagesUnchecked?: number;
  /** What MuPDF said, as it said it: for the technical details only. */
  engineMessages: string[];
}

/** The repair's facts beside its one output, the repaired file (`<input>-repaired.pdf`). */
export interface RepairFacts {
  report: RepairReport;
}

/** The answer of POST /api/inspect-pdf: the file's name and the problems a repair would fix, nothing changed. */
export interface InspectAnswer extends PdfInspection {
  filename: string;
}

/** The one item of the POST /api/repair-pdf answer: the repaired file and what was done to it. */
export interface RepairAnswerItem extends ResultItem {
  report: RepairReport;
}

export type RepairAnswer = RepairAnswerItem[];

export const repairPdfCall = filesOnlyCall<RepairAnswer>({ path: '/api/repair-pdf', files: ONE_PDF_FILE });

/** An addition to the spec's calls: the check Repair runs on each file as it arrives. */
export const inspectPdfCall = filesOnlyCall<InspectAnswer>({ path: '/api/inspect-pdf', files: ONE_PDF_FILE });

export const repairPdfOperation = toolOperation<NoSettings, RepairFacts>('document', 'repairPdf');
export const inspectPdfOperation = toolOperation<NoSettings, PdfInspection>('document', 'inspectPdf');
