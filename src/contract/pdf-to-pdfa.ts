// PDF to PDF/A: POST /api/convert-from-pdf?type=pdfa&level=1b|2b|3b, with `password` as a form field
// for an encrypted file. The settings, their default, the one check, the query both ends use, the
// answer with what was changed (as facts), and the engine operation.
import { engineOperation } from './engine-operation';
import type { NamedPdf } from './named-pdf';
import type { ResultItem } from './results';
import { checkChoice } from './setting-values';

export const PDFA_LEVELS = ['1b', '2b', '3b'] as const;
export type PdfaLevel = (typeof PDFA_LEVELS)[number];

export interface PdfaSettings {
  level: PdfaLevel;
}

/** PDF/A-2b: keeps transparency and layers, which 1b must flatten; what most archives ask for. */
export const defaultPdfaSettings: PdfaSettings = { level: '2b' };

export function pdfaQuery({ level }: PdfaSettings): Record<string, string> {
  return { type: 'pdfa', level };
}

export function readPdfaQuery(query: URLSearchParams): PdfaSettings {
  return { level: checkChoice(query.get('level') ?? defaultPdfaSettings.level, PDFA_LEVELS, 'PDF/A level') };
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

export interface PdfaAnswerItem extends ResultItem {
  size: number;
  pages: number;
  level: PdfaLevel;
  changes: PdfaChange[];
}

// ── Engine operations (workers/runtime/operations.ts implements them; handlers run them) ──
export interface ConvertToPdfaInput {
  file: NamedPdf;
  level: PdfaLevel;
  /** The password of an encrypted file. */
  password?: string;
}

export interface ConvertToPdfaResult {
  bytes: Uint8Array;
  pageCount: number;
  changes: PdfaChange[];
}

export const convertToPdfaOperation = engineOperation<ConvertToPdfaInput, ConvertToPdfaResult>('ghostscript', 'convertToPdfa');

/** Where Ghostscript's WebAssembly lives on our origin (written at build from the ghostscript worker's descriptor). */
export const GHOSTSCRIPT_WASM_PATH = '/vendor/heavy/ghostscript/gs.wasm';
