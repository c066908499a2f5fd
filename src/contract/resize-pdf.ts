// Resize pages: POST /api/resize-pdf. Either every page scaled onto a paper size (fit: whole page
// visible, centred within a margin; fill: the sheet covered, the overflow cropped equally), or margins
// added around each page by enlarging its boxes, nothing scaled. Lengths travel in whole millimetres.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { checkChoice, checkNumber, queryChoice, queryNumber, settingsQuery, type NumberRule } from './setting-values';
import { MAX_SHEET_SIDE, PAPER_MM, POINTS_PER_MM } from './paper-sizes';

export const RESIZE_MODES = ['scale', 'margins'] as const;
export const PAPER_SIZES = ['a4', 'a3', 'a5', 'letter', 'legal', 'tabloid', 'custom'] as const;
export const SHEET_ORIENTATIONS = ['auto', 'portrait', 'landscape'] as const;
export const SCALE_FITS = ['fit', 'fill'] as const;

export type ResizeMode = (typeof RESIZE_MODES)[number];
export type PaperSize = (typeof PAPER_SIZES)[number];
export type SheetOrientation = (typeof SHEET_ORIENTATIONS)[number];
export type ScaleFit = (typeof SCALE_FITS)[number];

/** PDF user space ends at 14,400 units (200 inches, 5,080 mm): no page may be larger. */
export const MAX_PAGE_POINTS = MAX_SHEET_SIDE;

export const resizeRules = {
  width: { label: 'The custom width', min: 25, max: 5080 },
  height: { label: 'The custom height', min: 25, max: 5080 },
  margin: { label: 'The margin', min: 0, max: 100 },
  top: { label: 'The top margin', min: 0, max: 200 },
  bottom: { label: 'The bottom margin', min: 0, max: 200 },
  left: { label: 'The left margin', min: 0, max: 200 },
  right: { label: 'The right margin', min: 0, max: 200 },
  binding: { label: 'The binding margin', min: 0, max: 200 },
} satisfies Record<string, NumberRule>;

export interface ResizeSettings {
  mode: ResizeMode;
  /** Scale mode: the sheet, its orientation (auto follows each page) and how the page meets it. */
  paper: PaperSize;
  /** Custom sheet, millimetres. */
  width: number;
  height: number;
  orientation: SheetOrientation;
  fit: ScaleFit;
  /** Fit: the space kept free around the page on every side, millimetres. */
  margin: number;
  /** Margins mode: millimetres added on each side of the page as it is viewed. */
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Margins mode: added on the inner edge: left of odd pages, right of even pages. */
  binding: number;
}

export const defaultResizeSettings: ResizeSettings = {
  mode: 'scale', paper: 'a4', width: 210, height: 297, orientation: 'auto', fit: 'fit', margin: 0,
  top: 0, bottom: 0, left: 0, right: 0, binding: 0,
};

const numberKeys = ['width', 'height', 'margin', 'top', 'bottom', 'left', 'right', 'binding'] as const;

/** Throws SettingsError naming the first setting out of bounds. */
export function checkResizeSettings(settings: ResizeSettings): ResizeSettings {
  checkChoice(settings.mode, RESIZE_MODES, 'Mode');
  checkChoice(settings.paper, PAPER_SIZES, 'Paper size');
  checkChoice(settings.orientation, SHEET_ORIENTATIONS, 'Orientation');
  checkChoice(settings.fit, SCALE_FITS, 'Fit');
  for (const key of numberKeys) checkNumber(settings[key], resizeRules[key]);
  return settings;
}

export function readResizeQuery(query: URLSearchParams): ResizeSettings {
  const fallback = defaultResizeSettings;
  const numbers = Object.fromEntries(numberKeys.map((key) => [key, queryNumber(query, key, fallback[key], resizeRules[key])]));
  return checkResizeSettings({
    mode: queryChoice(query, 'mode', fallback.mode, RESIZE_MODES, 'Mode'),
    paper: queryChoice(query, 'paper', fallback.paper, PAPER_SIZES, 'Paper size'),
    orientation: queryChoice(query, 'orientation', fallback.orientation, SHEET_ORIENTATIONS, 'Orientation'),
    fit: queryChoice(query, 'fit', fallback.fit, SCALE_FITS, 'Fit'),
    ...numbers,
  } as ResizeSettings);
}

/** The sheet's portrait size in points (width ≤ height), from the paper name or the custom size. */
export function sheetPoints({ paper, width, height }: ResizeSettings): { width: number; height: number } {
  const mm = paper === 'custom' ? { width, height } : PAPER_MM[paper];
  return { width: Math.min(mm.width, mm.height) * POINTS_PER_MM, height: Math.max(mm.width, mm.height) * POINTS_PER_MM };
}

/** Where one page, as viewed, lands: the new page's size and the old page's rectangle on it, in points from its lower-left corner. */
export interface ResizedPage {
  sheet: { width: number; height: number };
  page: { x: number; y: number; width: number; height: number };
}

/**
 * The layout of the page at `index` (0-based: binding margins alternate) whose viewed size is `page`:
 * scaled onto the paper (fit: whole and centred within the margin; fill: covering it, centred, the
 * overflow cropped) or enlarged by the margins. Undefined when the margin leaves no room. The engine
 * draws it; the screen previews the first page with it.
 */
export function resizedPage(settings: ResizeSettings, page: { width: number; height: number }, index: number): ResizedPage | undefined {
  if (settings.mode === 'margins') {
    // Page 1 is a right-hand page: its inner edge is on the left.
    const odd = index % 2 === 0;
    const [left, right, top, bottom] = [
      settings.left + (odd ? settings.binding : 0), settings.right + (odd ? 0 : settings.binding), settings.top, settings.bottom,
    ].map((mm) => mm * POINTS_PER_MM);
    return { sheet: { width: page.width + left + right, height: page.height + top + bottom }, page: { x: left, y: bottom, ...page } };
  }
  const portrait = sheetPoints(settings);
  const landscape = settings.orientation === 'landscape' || (settings.orientation === 'auto' && page.width > page.height);
  const sheet = landscape ? { width: portrait.height, height: portrait.width } : portrait;
  const margin = settings.fit === 'fit' ? settings.margin * POINTS_PER_MM : 0;
  if (sheet.width - 2 * margin < 1 || sheet.height - 2 * margin < 1) return undefined;
  const scale = settings.fit === 'fit'
    ? Math.min((sheet.width - 2 * margin) / page.width, (sheet.height - 2 * margin) / page.height)
    : Math.max(sheet.width / page.width, sheet.height / page.height);
  const [width, height] = [scale * page.width, scale * page.height];
  return { sheet, page: { x: (sheet.width - width) / 2, y: (sheet.height - height) / 2, width, height } };
}

/** A resized file is named after its input: report.pdf → report-resized.pdf. */
export const RESIZED_SUFFIX = 'resized';

export type ResizeAnswer = ResultItem[];

export const resizePdfCall = queryCall<ResizeSettings, ResizeAnswer>({
  path: '/api/resize-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultResizeSettings,
  toQuery: settingsQuery,
  fromQuery: readResizeQuery,
});

export const resizePdfOperation = toolOperation<ResizeSettings>('document', 'resizePdf');
