// Rotate pages: POST /api/rotate-pdf?which=all&angle=90, which=odd|even, or which=range&pages=1-3,5.
// The turn is added to each chosen page's own rotation (modulo 360): 90 turns clockwise, 270 counter-
// clockwise. The pages can only be checked against the file: a bad page is the engine's 400.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import { pagesInRanges, parsePageRanges } from './page-ranges';
import type { ResultItem } from './results';
import { queryChoice } from './setting-values';

export const rotateWhich = ['all', 'odd', 'even', 'range'] as const;
export type RotateWhich = (typeof rotateWhich)[number];

export const rotateAngles = ['90', '180', '270'] as const;
export type RotateAngle = (typeof rotateAngles)[number];

export interface RotateSettings {
  which: RotateWhich;
  /** Page-range text (which = range). */
  pages: string;
  /** Degrees clockwise: 270 is a quarter turn counter-clockwise. */
  angle: RotateAngle;
}

export const defaultRotateSettings: RotateSettings = { which: 'all', pages: '', angle: '90' };

export function rotateQuery({ which, pages, angle }: RotateSettings): Record<string, string> {
  return { which, pages, angle };
}

export function readRotateQuery(query: URLSearchParams): RotateSettings {
  const defaults = defaultRotateSettings;
  return {
    which: queryChoice(query, 'which', defaults.which, rotateWhich, 'Pages'),
    pages: query.get('pages') ?? defaults.pages,
    angle: queryChoice(query, 'angle', defaults.angle, rotateAngles, 'Angle'),
  };
}

/** The 1-based pages the settings turn; a typed page the file does not have throws PageRangeError. */
export function pagesToTurn({ which, pages }: RotateSettings, pageCount: number): number[] {
  if (which === 'range') return pagesInRanges(parsePageRanges(pages, pageCount));
  const all = Array.from({ length: pageCount }, (_, index) => index + 1);
  if (which === 'odd') return all.filter((page) => page % 2 === 1);
  if (which === 'even') return all.filter((page) => page % 2 === 0);
  return all;
}

/** The answer: one item, the PDF with its pages turned. */
export type RotateAnswer = ResultItem[];

export const rotatePdfCall = queryCall<RotateSettings, RotateAnswer>({
  path: '/api/rotate-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultRotateSettings,
  toQuery: rotateQuery,
  fromQuery: readRotateQuery,
});

export const rotatePdfOperation = toolOperation<RotateSettings>('document', 'rotatePdf');
