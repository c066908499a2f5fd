// Extract images: POST /api/extract-images?minSize=16. Every image of a PDF as it is stored: JPEGs
// byte for byte, others as PNG (with their soft mask as alpha), each image once however often it is
// drawn, named by the page it is first drawn on and its place there.
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { queryNumber, type NumberRule } from './setting-values';

export interface ExtractImagesSettings {
  /** Images narrower or lower than this many pixels are left out (icons, rules, spacer pixels). */
  minSize: number;
}

export const defaultExtractImagesSettings: ExtractImagesSettings = { minSize: 16 };
export const minImageSizeRule: NumberRule = { label: 'The smallest image size', min: 0, max: 2000 };

export const extractImagesCall = queryCall<ExtractImagesSettings, ResultItem[]>({
  path: '/api/extract-images',
  files: ONE_PDF_FILE,
  defaults: defaultExtractImagesSettings,
  toQuery: ({ minSize }) => ({ minSize: String(minSize) }),
  fromQuery: (query) => ({ minSize: queryNumber(query, 'minSize', defaultExtractImagesSettings.minSize, minImageSizeRule) }),
});

/** What the file held: images saved, drawn again elsewhere (saved once), and left out for their size. */
export interface ExtractImagesFacts {
  saved: number;
  duplicates: number;
  tooSmall: number;
}

export const extractImagesOperation = toolOperation<ExtractImagesSettings, ExtractImagesFacts>('document', 'extractImages');
