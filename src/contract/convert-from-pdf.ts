// Convert from PDF: POST /api/convert-from-pdf?type=…, the spec's one call for every output of the
// route (type image with format jpg/png/tiff/psd; type data with format base64/raw/json/xml/yaml;
// type word, powerpoint, excel; and pdfa, ocr from their own issue). Each type is its own typed call
// (its contract module: its settings and `picks`) with its own handler; this module holds what they share.
import { ONE_PDF_FILE, queryCall, type ApiCall } from './api-call';
import type { ResultItem } from './results';

export const CONVERT_FROM_PDF_PATH = '/api/convert-from-pdf';

/** The call's `type` values; each one is answered by its own handler. */
export const convertFromPdfTypes = ['image', 'data', 'word', 'powerpoint', 'excel', 'markdown', 'csv', 'html', 'pdfa', 'ocr'] as const;
export type ConvertFromPdfType = (typeof convertFromPdfTypes)[number];

/** The answer: one item per output file (the spec: a list of items with filename and url). */
export type ConvertFromPdfAnswer = ResultItem[];

/**
 * What a conversion engine (images, data, Word, PowerPoint, Excel) reports beside its files: the
 * pages (1-based) it could not convert and left out; the others were converted.
 */
export interface ConversionFacts {
  failedPages: number[];
}

interface ConversionCallParts<Settings> {
  defaults: Settings;
  /** The settings as query values (the `type` is the call's pick, added by the client). */
  toQuery(settings: Settings): Record<string, string>;
  fromQuery(query: URLSearchParams): Settings;
}

/** A conversion of one PDF (a batch sends one request per file), picked by its `type`, its settings in the query. */
export function conversionCall<Settings>(type: ConvertFromPdfType, parts: ConversionCallParts<Settings>): ApiCall<Settings, ConvertFromPdfAnswer> {
  return queryCall<Settings, ConvertFromPdfAnswer>({ path: CONVERT_FROM_PDF_PATH, picks: { type }, files: ONE_PDF_FILE, ...parts });
}
