// Crop margins: POST /api/crop-margins/detect (each page's content box, as found by rendering), then
// POST /api/crop-margins?margin=10&unit=pt&boxes=same (the PDF with each page's CropBox set to its
// content plus the margin). Boxes are in points from the top-left of the page as shown, so the screen
// draws the crop over a thumbnail with the same function the engine crops with.
import { filesOnlyCall, ONE_PDF_FILE, queryCall, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { queryChoice, queryNumber } from './setting-values';

/** A rectangle in points from the page's top-left corner as shown (rotation and CropBox applied). */
export interface PageRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PageContentBox {
  /** 1-based. */
  page: number;
  /** The page's size as shown, in points. */
  width: number;
  height: number;
  /** What is drawn on it; null for a page with nothing visible (left as it is). */
  content: PageRect | null;
}

export interface ContentBoxesAnswer {
  pages: PageContentBox[];
}

export const cropUnits = ['pt', 'mm'] as const;
export type CropUnit = (typeof cropUnits)[number];

/** `same`: one box for every page (the union of their content), `each`: every page its own. */
export const cropBoxModes = ['same', 'each'] as const;
export type CropBoxMode = (typeof cropBoxModes)[number];

export interface CropMarginsSettings {
  /** Whole points or millimetres kept around the content. */
  margin: number;
  unit: CropUnit;
  boxes: CropBoxMode;
}

export const CROP_MARGIN = { pt: { label: 'Margin', min: 0, max: 144 }, mm: { label: 'Margin', min: 0, max: 50 } } as const;

export const defaultCropMarginsSettings: CropMarginsSettings = { margin: 10, unit: 'pt', boxes: 'same' };

const POINTS_PER_MM = 72 / 25.4;

export function marginPoints({ margin, unit }: Pick<CropMarginsSettings, 'margin' | 'unit'>): number {
  return unit === 'mm' ? margin * POINTS_PER_MM : margin;
}

function union(rects: PageRect[]): PageRect | null {
  if (rects.length === 0) return null;
  return {
    left: Math.min(...rects.map((rect) => rect.left)),
    top: Math.min(...rects.map((rect) => rect.top)),
    right: Math.max(...rects.map((rect) => rect.right)),
    bottom: Math.max(...rects.map((rect) => rect.bottom)),
  };
}

/**
 * The box each page is cropped to (null: the page stays as it is): its content, or the union of all
 * pages' content, grown by the margin and kept inside the page.
 */
export function cropRects(pages: PageContentBox[], settings: CropMarginsSettings): (PageRect | null)[] {
  const shared = settings.boxes === 'same' ? union(pages.flatMap((page) => (page.content ? [page.content] : []))) : null;
  const margin = marginPoints(settings);
  return pages.map((page) => {
    const content = settings.boxes === 'same' ? shared : page.content;
    if (!content || !page.content) return null;
    return {
      left: Math.max(0, content.left - margin),
      top: Math.max(0, content.top - margin),
      right: Math.min(page.width, content.right + margin),
      bottom: Math.min(page.height, content.bottom + margin),
    };
  });
}

export function cropMarginsQuery({ margin, unit, boxes }: CropMarginsSettings): Record<string, string> {
  return { margin: String(margin), unit, boxes };
}

export function readCropMarginsQuery(query: URLSearchParams): CropMarginsSettings {
  const unit = queryChoice(query, 'unit', defaultCropMarginsSettings.unit, cropUnits, 'Unit');
  return {
    margin: queryNumber(query, 'margin', defaultCropMarginsSettings.margin, CROP_MARGIN[unit]),
    unit,
    boxes: queryChoice(query, 'boxes', defaultCropMarginsSettings.boxes, cropBoxModes, 'Boxes'),
  };
}

/** Each page's content box, for the preview. */
export const detectContentBoxesCall = filesOnlyCall<ContentBoxesAnswer>({ path: '/api/crop-margins/detect', files: ONE_PDF_FILE });

export const detectContentBoxesOperation = toolOperation<NoSettings, ContentBoxesAnswer>('document', 'detectContentBoxes');

export interface CroppedPages {
  /** How many pages got a new CropBox (pages with nothing on them keep theirs). */
  cropped: number;
}

export type CropMarginsAnswer = ResultItem[];

export const cropMarginsCall = queryCall<CropMarginsSettings, CropMarginsAnswer>({
  path: '/api/crop-margins',
  files: ONE_PDF_FILE,
  defaults: defaultCropMarginsSettings,
  toQuery: cropMarginsQuery,
  fromQuery: readCropMarginsQuery,
});

export const cropMarginsOperation = toolOperation<CropMarginsSettings, CroppedPages>('document', 'cropMargins');
