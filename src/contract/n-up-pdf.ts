// N-up: POST /api/n-up-pdf?perSheet=4&sheet=a4&orientation=auto&order=across&margin=5&gutter=3&border=false.
// Several pages of a PDF on each sheet, each page scaled to its cell (never cropped).
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { PaperSize } from './paper-sizes';
import type { ResultItem } from './results';
import { queryChoice, queryNumber, settingsQuery, type NumberRule } from './setting-values';

export const PAGES_PER_SHEET = ['2', '4', '6', '8', '9', '16'] as const;
export const NUP_SHEETS = ['source', 'a4', 'a3', 'letter', 'legal', 'tabloid'] as const satisfies ReadonlyArray<'source' | PaperSize>;
export const SHEET_ORIENTATIONS = ['auto', 'portrait', 'landscape'] as const;
/** across: rows from the top, left to right; down: columns from the left, top to bottom; rtl: rows, right to left. */
export const NUP_ORDERS = ['across', 'down', 'rtl'] as const;

export type NupSheet = (typeof NUP_SHEETS)[number];
export type SheetOrientation = (typeof SHEET_ORIENTATIONS)[number];
export type NupOrder = (typeof NUP_ORDERS)[number];

export const nupRules = {
  margin: { label: 'The margin', min: 0, max: 50 },
  gutter: { label: 'The gap between pages', min: 0, max: 50 },
} satisfies Record<string, NumberRule>;

export interface NupSettings {
  perSheet: (typeof PAGES_PER_SHEET)[number];
  sheet: NupSheet;
  orientation: SheetOrientation;
  order: NupOrder;
  /** Millimetres around the sheet's edge. */
  margin: number;
  /** Millimetres between neighbouring cells. */
  gutter: number;
  /** A thin line around each placed page. */
  border: boolean;
}

export const defaultNupSettings: NupSettings = {
  perSheet: '4', sheet: 'source', orientation: 'auto', order: 'across', margin: 5, gutter: 3, border: false,
};

export function readNupQuery(query: URLSearchParams): NupSettings {
  const fallback = defaultNupSettings;
  return {
    perSheet: queryChoice(query, 'perSheet', fallback.perSheet, PAGES_PER_SHEET, 'Pages per sheet'),
    sheet: queryChoice(query, 'sheet', fallback.sheet, NUP_SHEETS, 'Sheet size'),
    orientation: queryChoice(query, 'orientation', fallback.orientation, SHEET_ORIENTATIONS, 'Orientation'),
    order: queryChoice(query, 'order', fallback.order, NUP_ORDERS, 'Page order'),
    margin: queryNumber(query, 'margin', fallback.margin, nupRules.margin),
    gutter: queryNumber(query, 'gutter', fallback.gutter, nupRules.gutter),
    border: queryChoice(query, 'border', String(fallback.border) as 'true' | 'false', ['true', 'false'], 'Border') === 'true',
  };
}

/** An n-up file is named after its input: report.pdf → report-4-up.pdf. */
export const nupSuffix = (perSheet: NupSettings['perSheet']) => `${perSheet}-up`;

export const nupPdfCall = queryCall<NupSettings, ResultItem[]>({
  path: '/api/n-up-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultNupSettings,
  toQuery: settingsQuery,
  fromQuery: readNupQuery,
});

export const nupPdfOperation = toolOperation<NupSettings>('document', 'nupPdf');
