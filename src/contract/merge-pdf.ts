// Merge PDF: POST /api/merge-pdf, every `file` field in the user's order; one PDF comes back.
import { filesOnlyCall, MANY_PDF_FILES, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';

/** The answer: one item, the merged PDF (spec: its url and filename; merged.pdf). */
export type MergeAnswer = ResultItem[];

export const mergePdfCall = filesOnlyCall<MergeAnswer>({ path: '/api/merge-pdf', files: MANY_PDF_FILES });

export const mergePdfsOperation = toolOperation<NoSettings>('document', 'mergePdfs');
