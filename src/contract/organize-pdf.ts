// Organize PDF: POST /api/organize-pdf?order=3,1,2&rotate=1:90,4:180. The settings, the query both
// ends use, and the answer. Both settings name pages, so only the engine, which knows the page count,
// can check them: a bad page is its 400.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';

export interface OrganizeSettings {
  /** 1-based source pages in their new order, e.g. '3,1,2' (ranges such as '4-6' too); pages left out are removed. */
  order: string;
  /** Turns to add, e.g. '1:90,4:180' (source page : degrees, a multiple of 90, negative turns left). */
  rotate: string;
}

export const defaultOrganizeSettings: OrganizeSettings = { order: '', rotate: '' };

export function organizeQuery({ order, rotate }: OrganizeSettings): Record<string, string> {
  return { order, rotate };
}

export function readOrganizeQuery(query: URLSearchParams): OrganizeSettings {
  return {
    order: query.get('order') ?? defaultOrganizeSettings.order,
    rotate: query.get('rotate') ?? defaultOrganizeSettings.rotate,
  };
}

/** The answer: one item, the organized PDF. */
export type OrganizeAnswer = ResultItem[];

export const organizePdfCall = queryCall<OrganizeSettings, OrganizeAnswer>({
  path: '/api/organize-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultOrganizeSettings,
  toQuery: organizeQuery,
  fromQuery: readOrganizeQuery,
});

export const organizePdfOperation = toolOperation<OrganizeSettings>('document', 'organizePdf');
