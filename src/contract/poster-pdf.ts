// Poster: POST /api/poster-pdf?paper=a4&orientation=portrait&overlap=10&margin=10&cutMarks=true&sizing=scale&scale=100
// (or sizing=fit&across=3&down=2).
// Each page split into tiles of a paper size, so a large plan prints on small sheets.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { PaperSize } from './paper-sizes';
import type { ResultItem } from './results';
import { queryChoice, queryNumber, settingsQuery, type NumberRule } from './setting-values';

export const POSTER_PAPERS = ['a4', 'a3', 'letter'] as const satisfies ReadonlyArray<PaperSize>;
export const POSTER_ORIENTATIONS = ['portrait', 'landscape'] as const;
/** scale: the page at a percentage of its size; fit: as large as fits on `across` × `down` sheets. */
export const POSTER_SIZINGS = ['scale', 'fit'] as const;

export const posterRules = {
  overlap: { label: 'The overlap', min: 0, max: 30 },
  margin: { label: 'The margin', min: 0, max: 30 },
  scale: { label: 'The scale', min: 10, max: 1000 },
  across: { label: 'Sheets across', min: 1, max: 20 },
  down: { label: 'Sheets down', min: 1, max: 20 },
} satisfies Record<string, NumberRule>;

/** More tiles than this is a mistake (a 200-inch page at 1000 %): the run refuses it by name. */
export const MAX_POSTER_TILES = 2000;

export interface PosterSettings {
  paper: (typeof POSTER_PAPERS)[number];
  orientation: (typeof POSTER_ORIENTATIONS)[number];
  /** Millimetres each tile repeats of its neighbour's edge, to glue or tape them together. */
  overlap: number;
  /** Millimetres left blank round each tile (printers cannot print to the edge); cut marks go there. */
  margin: number;
  cutMarks: boolean;
  sizing: (typeof POSTER_SIZINGS)[number];
  /** Percent of the page's own size (sizing scale). */
  scale: number;
  /** The grid of sheets the page fits in, proportions kept (sizing fit). */
  across: number;
  down: number;
}

export const defaultPosterSettings: PosterSettings = {
  paper: 'a4', orientation: 'portrait', overlap: 10, margin: 10, cutMarks: true, sizing: 'scale', scale: 100, across: 2, down: 2,
};

export function readPosterQuery(query: URLSearchParams): PosterSettings {
  const fallback = defaultPosterSettings;
  return {
    paper: queryChoice(query, 'paper', fallback.paper, POSTER_PAPERS, 'Paper size'),
    orientation: queryChoice(query, 'orientation', fallback.orientation, POSTER_ORIENTATIONS, 'Orientation'),
    overlap: queryNumber(query, 'overlap', fallback.overlap, posterRules.overlap),
    margin: queryNumber(query, 'margin', fallback.margin, posterRules.margin),
    cutMarks: queryChoice(query, 'cutMarks', String(fallback.cutMarks) as 'true' | 'false', ['true', 'false'], 'Cut marks') === 'true',
    sizing: queryChoice(query, 'sizing', fallback.sizing, POSTER_SIZINGS, 'Sizing'),
    scale: queryNumber(query, 'scale', fallback.scale, posterRules.scale),
    across: queryNumber(query, 'across', fallback.across, posterRules.across),
    down: queryNumber(query, 'down', fallback.down, posterRules.down),
  };
}

export const POSTER_SUFFIX = 'poster';

export const posterPdfCall = queryCall<PosterSettings, ResultItem[]>({
  path: '/api/poster-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultPosterSettings,
  toQuery: settingsQuery,
  fromQuery: readPosterQuery,
});

export const posterPdfOperation = toolOperation<PosterSettings>('document', 'posterPdf');
