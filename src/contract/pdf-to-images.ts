// PDF to images: POST /api/convert-from-pdf?type=image&format=jpg&dpi=150&quality=85&colour=colour&pages=1-3[&tiff=single].
// One image per chosen page (JPG, PNG, WebP, TIFF, PSD, or SVG with its text as text), or one multi-page TIFF; many pages come as one ZIP
// built page by page, so a long document never sits in memory as pixels.
import { conversionCall, type ConversionFacts } from './convert-from-pdf';
import { toolOperation } from './engine-job';
import { checkChoice, checkNumber, queryChoice, queryNumber, type NumberRule } from './setting-values';

export const imageFormats = ['jpg', 'png', 'tiff', 'psd', 'webp', 'avif', 'svg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageResolutions = ['72', '150', '300'] as const;
export type ImageResolution = (typeof imageResolutions)[number];

/** Colour as drawn, shades of grey, or pure black and white (one bit a pixel). */
export const colourModes = ['colour', 'grey', 'mono'] as const;
export type ColourMode = (typeof colourModes)[number];

/** TIFF: one file per page, or all pages as the frames of one file. */
export const tiffLayouts = ['pages', 'single'] as const;
export type TiffLayout = (typeof tiffLayouts)[number];

export const jpegQualityRule: NumberRule = { label: 'JPEG quality', min: 10, max: 100 };

export interface PdfToImagesSettings {
  format: ImageFormat;
  dpi: ImageResolution;
  /** JPEG, WebP and AVIF only. */
  quality: number;
  colour: ColourMode;
  tiff: TiffLayout;
  /** Page ranges in the shared grammar; '' or 'all' for every page. */
  pages: string;
}

export const defaultPdfToImagesSettings: PdfToImagesSettings = {
  format: 'jpg', dpi: '150', quality: 85, colour: 'colour', tiff: 'pages', pages: '',
};

/** More images than this come as one ZIP, written page by page, instead of one result each. */
export const MAX_SEPARATE_IMAGES = 20;

/** The screen's query: quality only for JPG, WebP and AVIF, the layout only for TIFF, pages only when chosen. */
export function pdfToImagesQuery(settings: PdfToImagesSettings): Record<string, string> {
  const { format, dpi, quality, colour, tiff, pages } = settings;
  return {
    format, dpi, colour,
    ...(hasQuality(format) ? { quality: String(quality) } : {}),
    ...(format === 'tiff' ? { tiff } : {}),
    ...(pages.trim() ? { pages: pages.trim() } : {}),
  };
}

/** The lossy formats, which take a quality. */
export function hasQuality(format: ImageFormat): boolean {
  return format === 'jpg' || format === 'webp' || format === 'avif';
}

export function readPdfToImagesQuery(query: URLSearchParams): PdfToImagesSettings {
  const fallback = defaultPdfToImagesSettings;
  return {
    format: queryChoice(query, 'format', fallback.format, imageFormats, 'Image format'),
    dpi: queryChoice(query, 'dpi', fallback.dpi, imageResolutions, 'Resolution (dpi)'),
    quality: queryNumber(query, 'quality', fallback.quality, jpegQualityRule),
    colour: queryChoice(query, 'colour', fallback.colour, colourModes, 'Colour'),
    tiff: queryChoice(query, 'tiff', fallback.tiff, tiffLayouts, 'TIFF layout'),
    pages: query.get('pages') ?? fallback.pages,
  };
}

/** The engine checks again: any caller may send anything. */
export function checkPdfToImagesSettings(settings: PdfToImagesSettings): PdfToImagesSettings {
  checkChoice(settings.format, imageFormats, 'Image format');
  checkChoice(settings.dpi, imageResolutions, 'Resolution (dpi)');
  checkNumber(settings.quality, jpegQualityRule);
  checkChoice(settings.colour, colourModes, 'Colour');
  checkChoice(settings.tiff, tiffLayouts, 'TIFF layout');
  return settings;
}

export const pdfToImagesCall = conversionCall<PdfToImagesSettings>('image', {
  defaults: defaultPdfToImagesSettings,
  toQuery: pdfToImagesQuery,
  fromQuery: readPdfToImagesQuery,
});

/** One PDF in; its images (or their ZIP, or one TIFF) out, and the pages that could not be drawn. */
export const pdfToImagesOperation = toolOperation<PdfToImagesSettings, ConversionFacts>('document', 'pdfToImages');
