// Reverse order: POST /api/reverse-pdf with one PDF; the same pages come back last page first.
import { filesOnlyCall, ONE_PDF_FILE, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';

/** The answer: one item, the PDF with its pages in reverse order. */
export type ReverseAnswer = ResultItem[];

export const reversePdfCall = filesOnlyCall<ReverseAnswer>({ path: '/api/reverse-pdf', files: ONE_PDF_FILE });

export const reversePdfOperation = toolOperation<NoSettings>('document', 'reversePdf');
