// Overlay / underlay: POST /api/overlay-pdf with two files, the document first and the overlay second.
// The overlay's pages are drawn above the document's content (a stamp) or below it (letterhead,
// a form background): its first page on every page, page for page, or its pages repeated in turn.
import { MANY_PDF_FILES, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { queryChoice, settingsQuery } from './setting-values';

export const OVERLAY_LAYERS = ['above', 'below'] as const;
export const OVERLAY_PAGE_MODES = ['first', 'matching', 'repeat'] as const;
export const OVERLAY_FITS = ['origin', 'scale'] as const;

export type OverlayLayer = (typeof OVERLAY_LAYERS)[number];
export type OverlayPageMode = (typeof OVERLAY_PAGE_MODES)[number];
export type OverlayFit = (typeof OVERLAY_FITS)[number];

export interface OverlaySettings {
  /** Above the document's content, or below it. */
  layer: OverlayLayer;
  /** first: overlay page 1 on every page; matching: page i on page i (pages past its end unchanged); repeat: its pages in turn. */
  pages: OverlayPageMode;
  /** origin: drawn at its own size from the page's bottom-left corner; scale: scaled to fit the page, centred. */
  fit: OverlayFit;
}

export const defaultOverlaySettings: OverlaySettings = { layer: 'above', pages: 'first', fit: 'origin' };

export function readOverlayQuery(query: URLSearchParams): OverlaySettings {
  const fallback = defaultOverlaySettings;
  return {
    layer: queryChoice(query, 'layer', fallback.layer, OVERLAY_LAYERS, 'Layer'),
    pages: queryChoice(query, 'pages', fallback.pages, OVERLAY_PAGE_MODES, 'Overlay pages'),
    fit: queryChoice(query, 'fit', fallback.fit, OVERLAY_FITS, 'Overlay size'),
  };
}

/**
 * Where the overlay page lands on a document page, both as viewed, in points from the page's
 * lower-left corner: at that corner at its own size, or scaled to fit and centred. The engine
 * draws it; the screen previews the first page with it.
 */
export function overlayRect(page: { width: number; height: number }, overlay: { width: number; height: number }, fit: OverlayFit) {
  const scale = fit === 'scale' ? Math.min(page.width / overlay.width, page.height / overlay.height) : 1;
  const [width, height] = [scale * overlay.width, scale * overlay.height];
  return fit === 'scale' ? { x: (page.width - width) / 2, y: (page.height - height) / 2, width, height } : { x: 0, y: 0, width, height };
}

/** The overlaid document is named after it: letter.pdf → letter-overlaid.pdf. */
export const OVERLAID_SUFFIX = 'overlaid';

export type OverlayAnswer = ResultItem[];

/** Two files make one job: the document, then the overlay. */
export const overlayPdfCall = queryCall<OverlaySettings, OverlayAnswer>({
  path: '/api/overlay-pdf',
  files: MANY_PDF_FILES,
  defaults: defaultOverlaySettings,
  toQuery: settingsQuery,
  fromQuery: readOverlayQuery,
});

export const overlayPdfOperation = toolOperation<OverlaySettings>('document', 'overlayPdf');
