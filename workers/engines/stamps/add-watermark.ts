import { drawObject, popGraphicsState, pushGraphicsState, setGraphicsState, type PDFDocument, type PDFImage, type PDFOperator, type PDFPage, type PDFRef } from 'pdf-lib';
import {
  addWatermarkOperation, checkWatermarkSettings, CHOOSE_WATERMARK_IMAGE, notPngOrJpeg, previewWatermarkOperation, WATERMARKED_SUFFIX, type WatermarkSettings,
} from '../../../src/contract/add-watermark';
import { onlyFile, pdfOutput, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { fileBytes, readNamedPdf } from '../../../src/contract/named-file';
import { outputFilename } from '../../../src/contract/output-names';
import { withPdf } from '../pdf-lib/with-pdf';
import { copyOnePage, withPreviewSource } from './one-page-copy';
import { pageFrame, placeAt, type PageFrame } from './page-frame';
import { addStampStream, textOperators, transform } from './stamp-stream';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { targetPages } from './target-pages';
import { layOutText } from './text-line';
import { rotatedBounds, watermarkCentres } from './watermark-layout';
import type { StampFacts, StampPreview, StampPreviewInput } from '../../../src/contract/stamp-results';
import { implement } from '../../runtime/operations';
import { hexToRgb } from './hex-colour';
import { saveWithPdfLib } from '../pdf-lib-pace';

/** What one copy of the watermark is: its size, and how to draw it centred on the origin. */
interface Stamp {
  size: (frame: PageFrame) => { width: number; height: number };
  draw: (page: PDFPage, frame: PageFrame) => PDFOperator[];
  missing: string[];
}

/**
 * Stamps text or an image on the chosen pages: centred, in a corner or tiled, turned and
 * see-through as chosen, above the page content or under it. Pages are stamped in place, so
 * sizes, rotations, links and form fields stay as they were. The output is `<input>-watermarked.pdf`.
 */
export const addWatermark = implement(addWatermarkOperation, async function addWatermark(
  job: EngineJob<WatermarkSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<StampFacts>> {
  const { settings } = job;
  withSettingsChecked(() => checkWatermarkSettings(settings));
  const file = await readNamedPdf(onlyFile(job));
  // Read once, outside the work withPdf runs again on MuPDF's rebuild of a damaged file.
  const image = await readImage(settings);
  return withPdf(file, async (document) => {
    const targets = withSettingsChecked(() => targetPages(settings.pages, document.getPageCount()));
    const stamp = await prepareStamp(document, settings, image);
    const opacity = opacityState(document, settings);
    const pages = document.getPages();
    const total = targets.length + Math.ceil(targets.length / 4);
    for (const [index, pageNumber] of targets.entries()) {
      stampPage(pages[pageNumber - 1], stamp, opacity, settings);
      onProgress?.(index + 1, total);
    }
    document.setProducer('Folio');
    const bytes = await saveWithPdfLib(document, { useObjectStreams: true });
    onProgress?.(total, total);
    return {
      outputs: [pdfOutput(outputFilename(file.name, WATERMARKED_SUFFIX), bytes, pages.length)],
      facts: { stampedPages: targets, missing: stamp.missing },
    };
  });
});

/** The first watermarked page alone, stamped exactly as the full run stamps it. */
export const previewWatermark = implement(previewWatermarkOperation, async function previewWatermark(
  { source, settings }: StampPreviewInput<WatermarkSettings>,
): Promise<StampPreview> {
  withSettingsChecked(() => checkWatermarkSettings(settings));
  const image = await readImage(settings);
  return withPreviewSource(source, async (original) => {
    const [first] = withSettingsChecked(() => targetPages(settings.pages, original.getPageCount()));
    const { document, page } = await copyOnePage(original, first);
    const stamp = await prepareStamp(document, settings, image);
    stampPage(page, stamp, opacityState(document, settings), settings);
    return { bytes: await saveWithPdfLib(document), pageNumber: first, pageCount: original.getPageCount(), missing: stamp.missing };
  });
});

function stampPage(page: PDFPage, stamp: Stamp, opacity: PDFRef, settings: WatermarkSettings): void {
  const frame = pageFrame(page);
  const { width, height } = stamp.size(frame);
  const bounds = rotatedBounds(width, height, settings.rotation);
  const drawing = stamp.draw(page, frame);
  const operators: PDFOperator[] = [transform(frame.toPage), setGraphicsState(page.node.newExtGState('GS', opacity))];
  for (const centre of watermarkCentres(frame, bounds, settings.position)) {
    operators.push(pushGraphicsState(), transform(placeAt(centre.x, centre.y, settings.rotation)), ...drawing, popGraphicsState());
  }
  addStampStream(page, operators, settings.layer);
}

/** One graphics state shared by every page: the same transparency for fills and strokes. */
function opacityState(document: PDFDocument, settings: WatermarkSettings): PDFRef {
  const alpha = settings.opacity / 100;
  return document.context.register(document.context.obj({ Type: 'ExtGState', ca: alpha, CA: alpha }));
}

/** The picture of an image watermark, as bytes; none for a text watermark. */
async function readImage({ type, image }: WatermarkSettings): Promise<WatermarkImage | undefined> {
  return type === 'image' && image ? { name: image.name, bytes: await fileBytes(image) } : undefined;
}

interface WatermarkImage {
  name: string;
  bytes: Uint8Array;
}

async function prepareStamp(document: PDFDocument, settings: WatermarkSettings, image?: WatermarkImage): Promise<Stamp> {
  if (settings.type === 'image') return imageStamp(await embedImage(document, image), settings.scale);
  const line = await layOutText(document, settings.text, settings.font, settings.size);
  const color = hexToRgb(settings.color);
  return {
    size: () => ({ width: line.width, height: line.ascent - line.descent }),
    // Centred on the origin: half the width to the left, the middle of ascent and descent on it.
    draw: (page) => textOperators(page, line, -line.width / 2, -(line.ascent + line.descent) / 2, color),
    missing: line.missing,
  };
}

/**
 * 100 % is the image's natural size as a browser shows it (96 pixels per inch), shrunk to fit
 * the page when it is larger; the scale setting multiplies that.
 */
function imageStamp(image: PDFImage, scale: number): Stamp {
  const size = (frame: PageFrame) => {
    const natural = { width: image.width * 0.75, height: image.height * 0.75 };
    const fit = Math.min(1, frame.width / natural.width, frame.height / natural.height);
    return { width: natural.width * fit * (scale / 100), height: natural.height * fit * (scale / 100) };
  };
  return {
    size,
    draw: (page, frame) => {
      const { width, height } = size(frame);
      return [transform([width, 0, 0, height, -width / 2, -height / 2]), drawObject(page.node.newXObject('Image', image.ref))];
    },
    missing: [],
  };
}

async function embedImage(document: PDFDocument, image?: WatermarkImage): Promise<PDFImage> {
  if (!image || image.bytes.length === 0) throw new EngineError('bad-params', CHOOSE_WATERMARK_IMAGE);
  // The API checked the type the picture claims; its bytes decide what it is.
  const kind = imageKind(image.bytes);
  if (!kind) throw new EngineError('unsupported-type', notPngOrJpeg(image.name));
  try {
    return kind === 'png' ? await document.embedPng(image.bytes) : await document.embedJpg(image.bytes);
  } catch {
    throw new EngineError('corrupt', `${image.name} is damaged and could not be read as an image.`);
  }
}

function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}
