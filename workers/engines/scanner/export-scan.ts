// A scanned document as a file: PDF (one page a scan, sized by the resolution: pixels ÷ dpi inches,
// with the OCR words as an invisible text layer), JPG or PNG (one file a page, a ZIP for several), or
// one multi-page TIFF. The per-page edits are applied here, to the stored pages; in a PDF the turn is
// the page's /Rotate, so the image and its words turn together.
import { ZipStream } from '../zip/zip-stream';
import { degrees, PDFDocument } from 'pdf-lib';
import { EngineError } from '../../../src/contract/errors';
import type { RawImage } from '../../../src/contract/pdf-scanner';
import { exportFilename, exportScanOperation, type ExportScanInput, type ExportScanResult } from '../../../src/contract/scan-export';
import { implement } from '../../runtime/operations';
import { encodeMozjpeg } from '../jpeg/mozjpeg';
import { applyEdits } from './apply-edits';
import { encodePng } from './encode-png';
import { drawInvisibleWords, InvisibleTextFonts } from './invisible-words';
import { encodeTiff } from './encode-tiff';
import { decodeJpeg } from './jpeg-decode';
import { saveWithPdfLib } from '../pdf-lib-pace';

export const exportScan = implement(exportScanOperation, async (input, onProgress) => {
  if (input.pages.length === 0) throw new EngineError('bad-params', 'The document has no pages to export.');
  const gray = input.colorMode !== 'color';
  const pages: RawImage[] = [];
  // A PDF turns its pages with /Rotate (the text layer turns with them); the other formats turn pixels.
  const turnPixels = input.format !== 'pdf';
  for (const [index, page] of input.pages.entries()) {
    onProgress?.(index, input.pages.length + 1);
    pages.push(applyEdits(await decodeJpeg(page.jpeg, index), turnPixels ? page.edits : { ...page.edits, rotation: 0 }));
  }
  const result = await writeFormat(input, pages, gray);
  onProgress?.(input.pages.length + 1, input.pages.length + 1);
  return result;
});

async function writeFormat(input: ExportScanInput, pages: RawImage[], gray: boolean): Promise<ExportScanResult> {
  switch (input.format) {
    case 'pdf':
      return { bytes: await writePdf(input, pages, gray), extension: 'pdf', mimeType: 'application/pdf' };
    case 'tiff':
      return { bytes: encodeTiff(pages, input.resolution, gray), extension: 'tiff', mimeType: 'image/tiff' };
    case 'jpg':
    case 'png': {
      const extension = input.format;
      const files = await Promise.all(pages.map((page) => (extension === 'jpg' ? jpegOf(page, input.quality, gray) : encodePng(page, gray))));
      if (files.length === 1) return { bytes: files[0], extension, mimeType: extension === 'jpg' ? 'image/jpeg' : 'image/png' };
      const zip = new ZipStream();
      files.forEach((file, index) => zip.add(exportFilename(`${input.name}-${index + 1}`, extension), file));
      return { bytes: new Uint8Array(await zip.finish().arrayBuffer()), extension: 'zip', mimeType: 'application/zip' };
    }
    default:
      throw new EngineError('bad-params', `Unknown format "${String(input.format)}".`);
  }
}

function jpegOf(page: RawImage, quality: number, gray: boolean): Promise<Uint8Array> {
  return encodeMozjpeg(new Uint8ClampedArray(page.rgba.buffer, page.rgba.byteOffset, page.rgba.length), page.width, page.height, quality, gray);
}

async function writePdf(input: ExportScanInput, pages: RawImage[], gray: boolean): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.name);
  pdf.setProducer('Folio');
  const pointsPerPixel = 72 / input.resolution;
  const fonts = new InvisibleTextFonts(pdf);
  for (const [index, page] of pages.entries()) {
    const image = await pdf.embedJpg(await jpegOf(page, input.quality, gray));
    const width = page.width * pointsPerPixel;
    const height = page.height * pointsPerPixel;
    const pdfPage = pdf.addPage([width, height]);
    pdfPage.drawImage(image, { x: 0, y: 0, width, height });
    const { words, edits } = input.pages[index];
    if (words?.length) await drawInvisibleWords(pdfPage, fonts, words, page.height, pointsPerPixel);
    if (edits.rotation) pdfPage.setRotation(degrees(edits.rotation));
  }
  return saveWithPdfLib(pdf);
}
