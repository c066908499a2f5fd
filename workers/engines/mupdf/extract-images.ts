import type { Image, Pixmap } from 'mupdf';
import { onlyFile, type EngineJob, type EngineResult, type OutputFile } from '../../../src/contract/engine-job';
import { EngineError, type ProgressCallback } from '../../../src/contract/errors';
import { extractImagesOperation, minImageSizeRule, type ExtractImagesFacts, type ExtractImagesSettings } from '../../../src/contract/extract-images';
import { readNamedPdf } from '../../../src/contract/named-file';
import { fileStem } from '../../../src/contract/output-names';
import { checkNumber, withSettingsChecked } from '../../../src/contract/setting-values';
import { implement } from '../../runtime/operations';
import { codedPdfError } from '../pdf-errors';
import type { Mupdf } from './load-mupdf';
import { loadImage } from './load-image';
import { openWithMupdf } from './open-mupdf';
import { inlineImages } from './inline-images';
import { filterNames, pageImages } from './page-images';
import { streamContents } from './stream-contents';

async function digest(bytes: Uint8Array): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return [...hash].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The colours in grey or RGB (what PNG holds), and the soft mask as alpha when it has the image's size. */
function pngOf(mupdf: Mupdf, image: Image, softMask: Image | undefined): Uint8Array {
  const decoded = image.toPixmap();
  const components = decoded.getNumberOfComponents() - decoded.getAlpha();
  const colour = components === 1 || components === 3 ? decoded : decoded.convertToColorSpace(mupdf.ColorSpace.DeviceRGB, false);
  const maskPixels = softMask?.toPixmap();
  let withAlpha: Pixmap | undefined;
  try {
    if (!maskPixels || maskPixels.getWidth() !== colour.getWidth() || maskPixels.getHeight() !== colour.getHeight()) return colour.asPNG().slice();
    const space = colour.getNumberOfComponents() - colour.getAlpha() === 1 ? mupdf.ColorSpace.DeviceGray : mupdf.ColorSpace.DeviceRGB;
    withAlpha = new mupdf.Pixmap(space, [0, 0, colour.getWidth(), colour.getHeight()], true);
    const target = withAlpha.getPixels();
    const source = colour.getPixels();
    const alpha = maskPixels.getPixels();
    const channels = withAlpha.getNumberOfComponents();
    const sourceChannels = colour.getNumberOfComponents();
    const maskChannels = maskPixels.getNumberOfComponents();
    for (let pixel = 0; pixel < colour.getWidth() * colour.getHeight(); pixel += 1) {
      const a = alpha[pixel * maskChannels];
      // Pixmaps with alpha hold premultiplied colour.
      for (let channel = 0; channel < channels - 1; channel += 1) target[pixel * channels + channel] = Math.round((source[pixel * sourceChannels + channel] * a) / 255);
      target[pixel * channels + channels - 1] = a;
    }
    return withAlpha.asPNG().slice();
  } finally {
    withAlpha?.destroy();
    maskPixels?.destroy();
    if (colour !== decoded) colour.destroy();
    decoded.destroy();
  }
}

/**
 * Every image a PDF draws, once: JPEG and JPEG 2000 images without a mask are given as stored, byte
 * for byte; others are decoded by MuPDF and written as PNG, a soft mask as their alpha. Named
 * `<file>-page-<n>-image-<k>` after the page that first draws them.
 */
export const extractImages = implement(extractImagesOperation, async function extractImages(
  job: EngineJob<ExtractImagesSettings>,
  onProgress?: ProgressCallback,
): Promise<EngineResult<ExtractImagesFacts>> {
  const minSize = withSettingsChecked(() => checkNumber(job.settings.minSize, minImageSizeRule));
  const file = await readNamedPdf(onlyFile(job));
  const pdf = await openWithMupdf(file, 0);
  const facts: ExtractImagesFacts = { saved: 0, duplicates: 0, tooSmall: 0 };
  const outputs: OutputFile[] = [];
  try {
    // Inline images beside image objects, each page's in turn (the sort keeps each list's order).
    const images = [...pageImages(pdf.doc), ...inlineImages(pdf.doc)].sort((a, b) => a.page - b.page);
    const seen = new Set<string>();
    const onPage = new Map<number, number>();
    for (const [index, { ref, page }] of images.entries()) {
      onProgress?.(index, images.length);
      if (ref.get('ImageMask').valueOf() === true) continue;
      const width = ref.get('Width').asNumber();
      const height = ref.get('Height').asNumber();
      // An image of no pixels (pdf.js's test file issue4575.pdf declares a width of 0) has nothing to save.
      if (Math.min(width, height) < Math.max(1, minSize)) {
        facts.tooSmall += 1;
        continue;
      }
      const raw = streamContents(ref, { raw: true });
      const filters = filterNames(ref.get('Filter'));
      const key = `${filters.join('+')}:${await digest(raw)}`;
      if (seen.has(key)) {
        facts.duplicates += 1;
        continue;
      }
      seen.add(key);
      const place = (onPage.get(page) ?? 0) + 1;
      onPage.set(page, place);
      const name = `${fileStem(file.name)}-page-${page}-image-${place}`;
      const masked = !ref.get('SMask').isNull() || !ref.get('Mask').isNull();
      if (!masked && filters.length === 1 && filters[0] === 'DCTDecode') {
        outputs.push({ name: `${name}.jpg`, type: 'image/jpeg', data: raw });
      } else if (!masked && filters.length === 1 && filters[0] === 'JPXDecode') {
        outputs.push({ name: `${name}.jp2`, type: 'image/jp2', data: raw });
      } else {
        const image = loadImage(pdf.mupdf, pdf.doc, ref);
        // The soft mask, read as an image of its own: MuPDF keeps it apart from the colours it decodes.
        const softMask = ref.get('SMask').isStream() ? loadImage(pdf.mupdf, pdf.doc, ref.get('SMask')) : undefined;
        try {
          outputs.push({ name: `${name}.png`, type: 'image/png', data: pngOf(pdf.mupdf, image, softMask) });
        } finally {
          softMask?.destroy();
          image.destroy();
        }
      }
      facts.saved += 1;
    }
    onProgress?.(images.length, images.length);
  } catch (error) {
    throw codedPdfError(error, file.name, 0);
  } finally {
    pdf.doc.destroy();
  }
  if (outputs.length === 0) {
    throw new EngineError('bad-params', facts.tooSmall > 0 && minSize > 0
      ? `${file.name} has no image of at least ${minSize} pixels: ${facts.tooSmall} smaller one${facts.tooSmall === 1 ? ' was' : 's were'} left out.`
      : `${file.name} has no images.`);
  }
  return { outputs, facts };
});
