// The words of the Images tab.
import type { PdfConversionTexts } from '../../../components/PdfConversionPanel';
import { fileCount } from '../../../lib/batch-summary';
import type { ColourMode, ImageFormat, ImageResolution, TiffLayout } from '../../../contract/pdf-to-images';

const formatNames: Record<ImageFormat, string> = { jpg: 'JPG', png: 'PNG', tiff: 'TIFF', psd: 'PSD', webp: 'WebP', avif: 'AVIF', svg: 'SVG' };

export function imagesTexts(format: ImageFormat): PdfConversionTexts {
  const name = formatNames[format];
  return {
    uploadTitle: 'Drop PDFs here or click to choose',
    uploaded: `Choose the pages and settings for your ${name} images.`,
    optionsTitle: `${name} settings`,
    action: `Convert to ${name}`,
    verb: `converting it to ${name}`,
    jobLabel: (fileName) => `Converting ${fileName} to ${name}`,
    successTitle: 'Conversion Successful',
    batchTitle: 'PDFs converted',
    batchDone: (count) => `${fileCount(count)} converted to ${name}`,
    resultTitle: `Your ${name} is ready!`,
    resultsTitle: `Your ${name} images are ready!`,
    download: `Download ${name}`,
    progress: (progress) => (progress ? `Page ${progress.done} of ${progress.total} converted` : 'Opening the PDF…'),
  };
}

export const formatOptions: { value: ImageFormat; label: string; description: string }[] = [
  { value: 'jpg', label: 'JPG', description: 'Small files, photos and scans.' },
  { value: 'png', label: 'PNG', description: 'Lossless: sharp text and lines.' },
  { value: 'tiff', label: 'TIFF', description: 'Lossless, for print and archives.' },
  { value: 'psd', label: 'PSD', description: 'Photoshop, the page as a layer.' },
  { value: 'webp', label: 'WebP', description: 'Smaller than JPG for the web.' },
  { value: 'avif', label: 'AVIF', description: 'AV1 compression for the web; slower to make.' },
  { value: 'svg', label: 'SVG', description: 'Vector: sharp at any size, text kept as text.' },
];
export const formatLegend = 'Image format';

export const resolutionLabel = 'Resolution';
export const resolutionOptions: { value: ImageResolution; label: string }[] = [
  { value: '72', label: '72 dpi (screen)' },
  { value: '150', label: '150 dpi (standard)' },
  { value: '300', label: '300 dpi (print)' },
];

export const colourLabel = 'Colour';
export const colourOptions: { value: ColourMode; label: string }[] = [
  { value: 'colour', label: 'Colour' },
  { value: 'grey', label: 'Greyscale' },
  { value: 'mono', label: 'Black and white' },
];

export const qualityLabel = (format: ImageFormat) => `${formatNames[format]} quality`;
export const svgNote = 'SVG pages are drawn as vectors: no resolution or colour to choose. Their text stays text, set in fonts of the same names where the viewer has them.';

export const tiffLabel = 'TIFF files';
export const tiffOptions: { value: TiffLayout; label: string }[] = [
  { value: 'pages', label: 'One file per page' },
  { value: 'single', label: 'One multi-page file' },
];

export const zipNote = (limit: number) => `More than ${limit} pages come as one ZIP file.`;
