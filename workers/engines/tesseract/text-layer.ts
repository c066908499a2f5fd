// Lays tesseract's text-only page over the original page, OCRmyPDF's way: the page's own content
// streams, images and fonts stay as they are; one form XObject with the invisible words is drawn
// on top, scaled to the page as shown and turned back by the page's /Rotate.
import { degrees, type PDFDocument } from 'pdf-lib';
import { loadWithPdfLib } from '../pdf-lib-pace';

export async function layTextLayer(doc: PDFDocument, pageIndex: number, textLayer: Uint8Array): Promise<void> {
  const [layer] = await doc.embedPdf(await loadWithPdfLib(textLayer), [0]);
  const page = doc.getPage(pageIndex);
  const crop = page.getCropBox();
  const rotation = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  // The image tesseract read was the page as shown: its width is the crop box's height when turned.
  const [shownWidth, shownHeight] = rotation % 180 === 0 ? [crop.width, crop.height] : [crop.height, crop.width];
  const xScale = shownWidth / layer.width;
  const yScale = shownHeight / layer.height;
  // Where the layer's lower-left corner lands in the page's own space, for each /Rotate.
  const origin = {
    0: { x: crop.x, y: crop.y },
    90: { x: crop.x + crop.width, y: crop.y },
    180: { x: crop.x + crop.width, y: crop.y + crop.height },
    270: { x: crop.x, y: crop.y + crop.height },
  }[rotation];
  page.drawPage(layer, { ...origin, xScale, yScale, rotate: degrees(rotation) });
}
