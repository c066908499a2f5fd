// The images a document draws, once each, with how they are stored and the resolution they are drawn at.
import type { PDFDocument, PDFObject } from 'mupdf';
import type { ReportImage } from '../../../src/contract/pdf-report';
import { inlineImages } from './inline-images';
import { filterNames, pageImages } from './page-images';

function colourSpaceOf(ref: PDFObject): string {
  const space = ref.get('ColorSpace');
  if (space.isName()) return space.asName();
  if (space.isArray()) return space.get(0).isName() ? space.get(0).asName() : '';
  return ref.get('ImageMask').valueOf() === true ? 'stencil mask' : '';
}

/** Each page's drawn images: pixel size and pixels per inch, from MuPDF's structured text (which places them). */
function drawnSizes(doc: PDFDocument, pageIndex: number): Array<{ width: number; height: number; ppi: number }> {
  const page = doc.loadPage(pageIndex);
  const text = page.toStructuredText('preserve-images');
  const drawn: Array<{ width: number; height: number; ppi: number }> = [];
  try {
    text.walk({
      // From the image's own placement (its transform), not the block's box, which is clipped to what shows.
      onImageBlock(_bbox, [a, b, c, d], image) {
        const width = image.getWidth();
        const height = image.getHeight();
        const across = Math.hypot(a, b) > 0 ? width / (Math.hypot(a, b) / 72) : 0;
        const down = Math.hypot(c, d) > 0 ? height / (Math.hypot(c, d) / 72) : 0;
        drawn.push({ width, height, ppi: Math.round(Math.max(across, down)) });
      },
    });
  } finally {
    text.destroy();
    page.destroy();
  }
  return drawn;
}

export function imageReport(doc: PDFDocument): ReportImage[] {
  const images = [...pageImages(doc), ...inlineImages(doc)].sort((a, b) => a.page - b.page);
  const sizesByPage = new Map<number, Array<{ width: number; height: number; ppi: number }>>();
  return images.map(({ ref, page, object }) => {
    if (!sizesByPage.has(page)) sizesByPage.set(page, drawnSizes(doc, page - 1));
    const width = ref.get('Width').isNumber() ? ref.get('Width').asNumber() : 0;
    const height = ref.get('Height').isNumber() ? ref.get('Height').asNumber() : 0;
    const placements = sizesByPage.get(page)!.filter((drawn) => drawn.width === width && drawn.height === height);
    return {
      page, width, height,
      ppi: placements.length > 0 ? Math.max(...placements.map((drawn) => drawn.ppi)) : null,
      compression: filterNames(ref.get('Filter')),
      colourSpace: colourSpaceOf(ref),
      bitsPerComponent: ref.get('BitsPerComponent').isNumber() ? ref.get('BitsPerComponent').asNumber() : 1,
      hasMask: !ref.get('SMask').isNull() || !ref.get('Mask').isNull(),
      inline: object < 0,
    };
  });
}
