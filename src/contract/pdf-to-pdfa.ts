// PDF to PDF/A: POST /api/convert-from-pdf?type=pdfa&level=1b|2b|3b. An encrypted file's password
// travels beside it like any file's (`password-0`). The settings, their default, the one check, the
// query both ends use, the answer with what was changed (as facts), and the engine operation.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { CONVERT_FROM_PDF_PATH } from './convert-from-pdf';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { checkChoice } from './setting-values';

export const PDFA_LEVELS = ['1b', '2b', '3b'] as const;
export type PdfaLevel = (typeof PDFA_LEVELS)[number];

export interface PdfaSettings {
  level: PdfaLevel;
}

/** PDF/A-2b: keeps transparency and layers, which 1b must flatten; what most archives ask for. */
export const defaultPdfaSettings: PdfaSettings = { level: '2b' };

export function checkPdfaLevel(level: string): PdfaLevel {
  return checkChoice(level, PDFA_LEVELS, 'PDF/A level');
}

export function readPdfaQuery(query: URLSearchParams): PdfaSettings {
  return { level: checkPdfaLevel(query.get('level') ?? defaultPdfaSettings.level) };
}

/** What the conversion changed, as facts the panel words. */
export type PdfaChange =
  | { kind: 'fonts-embedded'; count: number }
  | { kind: 'transparency-flattened' }
  | { kind: 'metadata-written'; part: number; conformance: 'B' }
  | { kind: 'output-intent-added' }
  | { kind: 'encryption-removed' }
  | { kind: 'javascript-removed' }
  /** Fields drawn into the page: their values stay visible, but can no longer be filled in. */
  | { kind: 'form-fields-flattened'; count: number }
  | { kind: 'links-removed'; count: number }
  /** Comments and other annotations (not links, not form fields) that are gone from the result. */
  | { kind: 'comments-removed'; count: number }
  | { kind: 'repaired' };

/** What the engine answers beside the PDF/A file (`<input>-pdfa-<level>.pdf`). */
export interface PdfaFacts {
  changes: PdfaChange[];
}

/** The one item of the answer: the PDF/A file, its level and what was changed to make it one. */
export interface PdfaAnswerItem extends ResultItem {
  level: PdfaLevel;
  changes: PdfaChange[];
}

export type PdfaAnswer = PdfaAnswerItem[];

export const pdfToPdfaCall = queryCall<PdfaSettings, PdfaAnswer>({
  path: CONVERT_FROM_PDF_PATH,
  picks: { type: 'pdfa' },
  files: ONE_PDF_FILE,
  defaults: defaultPdfaSettings,
  toQuery: ({ level }) => ({ level }),
  fromQuery: readPdfaQuery,
});

export const convertToPdfaOperation = toolOperation<PdfaSettings, PdfaFacts>('ghostscript', 'convertToPdfa');
