import { drawObject, popGraphicsState, pushGraphicsState, setGraphicsState, type PDFDocument, type PDFImage, type PDFOperator, type PDFPage, type PDFRef } from 'pdf-lib';
import { checkWatermarkSettings, type WatermarkSettings } from '../../../src/contract/add-watermark';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { withPdf } from '../pdf-lib/with-pdf';
import type { NamedPdf } from '../../../src/contract/named-pdf';
import { copyOnePage, withPreviewSource } from './one-page-copy';
import { pageFrame, placeAt, type PageFrame } from './page-frame';
import { addStampStream, textOperators, transform } from './stamp-stream';
import { withSettingsChecked } from '../../../src/contract/setting-values';
import { targetPages } from './target-pages';
import { layOutText } from './text-line';
import { rotatedBounds, watermarkCentres } from './watermark-layout';
import type { PreviewSource, StampPreview, StampResult } from '../../../src/contract/stamp-results';
import { implement } from '../../runtime/operations';
import { addWatermarkOperation, previewWatermarkOperation, type WatermarkInput } from '../../../src/contract/add-watermark';

/** What one copy of the watermark is: its size, and how to draw it centred on the origin. */
interface Stamp {
  size: (frame: PageFrame) => { width: number; height: number };
  draw: (page: PDFPage, frame: PageFrame) => PDFOperator[];
  missing: string[];
}

/**
 * Stamps text or an image on the chosen pages: centred, in a corner or tiled, turned and
 * see-through as chosen, above the page content or under it. Pages are stamped in place, so
 * sizes, rotations, links and form fields stay as they were.
 */
export const addWatermark = implement(addWatermarkOperation, async function addWatermark({ file, settings, image }: WatermarkInput, onProgress?: ProgressCallback): Promise<StampResult> {
  withSettingsChecked(() => checkWatermarkSettings(settings));
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
    const bytes = await document.save({ useObjectStreams: true });
    onProgress?.(total, total);
    return { bytes, pageCount: pages.length, stampedPages: targets, missing: stamp.missing };
  });
});

/** The first watermarked page alone, stamped exactly as the full run stamps it. */
export const previewWatermark = implement(previewWatermarkOperation, async function previewWatermark(
  { source, settings, image }: { source: PreviewSource; settings: WatermarkSettings; image?: NamedPdf },
): Promise<StampPreview> {
  withSettingsChecked(() => checkWatermarkSettings(settings));
  return withPreviewSource(source, async (original) => {
    const [first] = withSettingsChecked(() => targetPages(settings.pages, original.getPageCount()));
    const { document, page } = await copyOnePage(original, first);
    const stamp = await prepareStamp(document, settings, image);
    stampPage(page, stamp, opacityState(document, settings), settings);
    return { bytes: await document.save(), pageNumber: first, pageCount: original.getPageCount(), missing: stamp.missing };
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

async function prepareStamp(document: PDFDocument, settings: WatermarkSettings, image?: NamedPdf): Promise<Stamp> {
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

async function embedImage(document: PDFDocument, image?: NamedPdf): Promise<PDFImage> {
  if (!image || image.bytes.length === 0) throw new EngineError('bad-params', 'Choose a PNG or JPEG image for the watermark.');
  const kind = imageKind(image.bytes);
  if (!kind) throw new EngineError('unsupported-type', `${image.name} is not a PNG or JPEG image.`);
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

function hexToRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255];
}
