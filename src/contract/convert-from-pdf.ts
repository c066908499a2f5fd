// Convert from PDF: POST /api/convert-from-pdf?type=…, the spec's one call for every output of the
// route (type image with format jpg/png/tiff/psd; type data with format base64/raw/json/xml/yaml;
// type word, powerpoint, excel; and pdfa, ocr from their own issue). Each type has its own contract
// module (its settings) and its own handler; this module holds what they share.
import type { ResultItem } from './results';

export const CONVERT_FROM_PDF_PATH = '/api/convert-from-pdf';

/** The call's `type` values; each one is answered by its own handler. */
export const convertFromPdfTypes = ['image', 'data', 'word', 'powerpoint', 'excel', 'pdfa', 'ocr'] as const;
export type ConvertFromPdfType = (typeof convertFromPdfTypes)[number];

/** The answer: one item per output file (the spec: a list of items with filename and url). */
export type ConvertFromPdfAnswer = ResultItem[];
