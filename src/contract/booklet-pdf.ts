// Booklet: POST /api/booklet-pdf?mode=booklet&binding=left&sheet=source&creep=0. Saddle-stitch
// imposition (two pages per side, sheets folded in the middle), or two pages per side in order for cutting.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { PaperSize } from './paper-sizes';
import type { ResultItem } from './results';
import { queryChoice, queryNumber, settingsQuery, type NumberRule } from './setting-values';

/** booklet: folded and stapled in the middle; two-up: pages 1–2, 3–4… side by side, to cut apart. */
export const BOOKLET_MODES = ['booklet', 'two-up'] as const;
/** left: pages turn like a Latin book; right: like an Arabic or Hebrew one. */
export const BINDINGS = ['left', 'right'] as const;
export const BOOKLET_SHEETS = ['source', 'a4', 'a3', 'letter', 'tabloid'] as const satisfies ReadonlyArray<'source' | PaperSize>;

export type BookletMode = (typeof BOOKLET_MODES)[number];
export type Binding = (typeof BINDINGS)[number];
export type BookletSheet = (typeof BOOKLET_SHEETS)[number];

/** Creep in tenths of a millimetre per sheet (0–2 mm): about the paper's thickness, 0.1 mm for 80 g/m². */
export const creepRule = { label: 'Creep', min: 0, max: 20 } satisfies NumberRule;

export interface BookletSettings {
  mode: BookletMode;
  binding: Binding;
  /** 'source': two of the first page side by side; a paper size: that paper, landscape. */
  sheet: BookletSheet;
  /** Tenths of a millimetre each sheet's pages move towards the spine, per sheet inwards (booklet only). */
  creep: number;
}

export const defaultBookletSettings: BookletSettings = { mode: 'booklet', binding: 'left', sheet: 'source', creep: 0 };

export function readBookletQuery(query: URLSearchParams): BookletSettings {
  const fallback = defaultBookletSettings;
  return {
    mode: queryChoice(query, 'mode', fallback.mode, BOOKLET_MODES, 'Mode'),
    binding: queryChoice(query, 'binding', fallback.binding, BINDINGS, 'Binding'),
    sheet: queryChoice(query, 'sheet', fallback.sheet, BOOKLET_SHEETS, 'Sheet size'),
    creep: queryNumber(query, 'creep', fallback.creep, creepRule),
  };
}

/** report.pdf → report-booklet.pdf (or report-2-up.pdf in order). */
export const bookletSuffix = (mode: BookletMode) => (mode === 'booklet' ? 'booklet' : '2-up');

export const bookletPdfCall = queryCall<BookletSettings, ResultItem[]>({
  path: '/api/booklet-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultBookletSettings,
  toQuery: settingsQuery,
  fromQuery: readBookletQuery,
});

export const bookletPdfOperation = toolOperation<BookletSettings>('document', 'bookletPdf');
