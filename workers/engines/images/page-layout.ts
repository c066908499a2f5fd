// Where an image goes: the page's size and the rectangle the image fills on it, in PDF points.
import { MARGIN_POINTS, PAGE_POINTS, type ImagePageSettings } from '../../../src/contract/convert-to-pdf';

/** Without a resolution in the file, a pixel is taken at 96 per inch (a screen's), 0.75 point. */
export const POINTS_PER_PIXEL = 72 / 96;

export interface PageLayout {
  pageWidth: number;
  pageHeight: number;
  /** The image's rectangle: lower-left corner and size. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * `width` and `height`: the image as it is seen (after its EXIF turn), in pixels.
 * Fit: the page is the image plus the margin. A4 and Letter: the image is scaled to fill the space
 * inside the margins, keeping its proportions, and centred; auto orientation turns the page the way
 * the image is turned.
 */
export function layoutPage(width: number, height: number, { pageSize, orientation, margin }: Omit<ImagePageSettings, 'combine'>): PageLayout {
  const border = MARGIN_POINTS[margin];
  if (pageSize === 'fit') {
    const imageWidth = width * POINTS_PER_PIXEL;
    const imageHeight = height * POINTS_PER_PIXEL;
    return { pageWidth: imageWidth + 2 * border, pageHeight: imageHeight + 2 * border, x: border, y: border, width: imageWidth, height: imageHeight };
  }
  const paper = PAGE_POINTS[pageSize];
  const landscape = orientation === 'landscape' || (orientation === 'auto' && width > height);
  const pageWidth = landscape ? paper.height : paper.width;
  const pageHeight = landscape ? paper.width : paper.height;
  const scale = Math.min((pageWidth - 2 * border) / width, (pageHeight - 2 * border) / height);
  const drawnWidth = width * scale;
  const drawnHeight = height * scale;
  return { pageWidth, pageHeight, x: (pageWidth - drawnWidth) / 2, y: (pageHeight - drawnHeight) / 2, width: drawnWidth, height: drawnHeight };
}
