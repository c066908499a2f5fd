// Flatten: POST /api/flatten-pdf?what=forms|annotations|everything|image&dpi=150. Form fields (their
// values drawn into the page), annotations (comments, stamps, highlights burned in), both, or each
// whole page turned into a picture at the chosen resolution (a true "print to image").
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { queryChoice, queryNumber, type NumberRule } from './setting-values';

export const FLATTEN_TARGETS = ['forms', 'annotations', 'everything', 'image'] as const;
export type FlattenTarget = (typeof FLATTEN_TARGETS)[number];

export interface FlattenSettings {
  what: FlattenTarget;
  /** Resolution of the pictures when `what` is `image`. */
  dpi: number;
}

export const defaultFlattenSettings: FlattenSettings = { what: 'everything', dpi: 150 };
export const flattenDpiRule: NumberRule = { label: 'The resolution', min: 72, max: 300 };

export const flattenPdfCall = queryCall<FlattenSettings, ResultItem[]>({
  path: '/api/flatten-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultFlattenSettings,
  toQuery: ({ what, dpi }) => ({ what, dpi: String(dpi) }),
  fromQuery: (query) => ({
    what: queryChoice(query, 'what', defaultFlattenSettings.what, FLATTEN_TARGETS, 'What to flatten'),
    dpi: queryNumber(query, 'dpi', defaultFlattenSettings.dpi, flattenDpiRule),
  }),
});

/** What the file had that was flattened: form fields and other annotations (links stay links). */
export interface FlattenFacts {
  fields: number;
  annotations: number;
}

/** A flattened file is named after its input: form.pdf → form-flattened.pdf. */
export const FLATTENED_SUFFIX = 'flattened';

export const flattenPdfOperation = toolOperation<FlattenSettings, FlattenFacts>('document', 'flattenPdf');
