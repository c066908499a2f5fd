// Image recompression with MuPDF's own decoder, scaler and JPEG encoder: the same engine in the
// browser worker and in the Node tests. Images are handled one at a time and their memory released
// before the next, so a 100 MB file of photos never holds more than one decoded image.
import type { Image, PDFDocument, PDFObject } from 'mupdf';
import type { ProgressCallback } from '../../../src/contract/errors';
import type { Mupdf } from '../mupdf/load-mupdf';
import { loadImage } from '../mupdf/load-image';
import { filterNames } from '../mupdf/page-images';
import { planImage, type ImageFacts } from './image-plan';
import { encodeMozjpeg, toRgba } from '../jpeg/mozjpeg';
import type { ImageRecipe } from '../../../src/contract/shrink-recipes';

export interface ImageWork {
  /** Images found in the file. */
  total: number;
  recompressed: number;
  bytesBefore: number;
  bytesAfter: number;
}

interface FoundImage {
  ref: PDFObject;
  facts: Omit<ImageFacts, 'shownWidthPt' | 'shownHeightPt'>;
}

/** Every image XObject in the file, with the facts the plan needs. */
export function findImages(doc: PDFDocument): FoundImage[] {
  const images: FoundImage[] = [];
  const masks = new Set<number>();
  for (let number = 1; number < doc.countObjects(); number += 1) {
    const ref = doc.newIndirect(number);
    if (!ref.isStream() || ref.get('Subtype').toString() !== '/Image') continue;
    for (const key of ['SMask', 'Mask']) {
      const mask = ref.get(key);
      if (mask.isIndirect()) masks.add(mask.asIndirect());
    }
    const colorSpace = ref.get('ColorSpace');
    const mask = ref.get('Mask');
    images.push({
      ref,
      facts: {
        width: ref.get('Width').asNumber(),
        height: ref.get('Height').asNumber(),
        bitsPerComponent: ref.get('BitsPerComponent').isNumber() ? ref.get('BitsPerComponent').asNumber() : 8,
        filters: filterNames(ref.get('Filter')),
        indexed: colorSpace.isArray() && colorSpace.get(0).toString() === '/Indexed',
        maskOrDecode: ref.get('ImageMask').valueOf() === true || mask.isArray() || !ref.get('Decode').isNull(),
        usedAsMask: false,
      },
    });
  }
  for (const image of images) image.facts.usedAsMask = masks.has(image.ref.asIndirect());
  return images;
}

type ShownSize = { width: number; height: number };

/**
 * Largest size, in points, each image is drawn at. By object number wherever the page names the
 * image in its resources (a camera's photos all share one pixel size, and each must be judged by its
 * own placements); by pixel size for what no page names (an annotation's appearance, say), and for
 * two images of one pixel size on one page, which both take the larger size: less downsampling,
 * never too much.
 */
export interface Placements {
  byObject: Map<number, ShownSize>;
  bySize: Map<string, ShownSize>;
}

export function measurePlacements(mupdf: Mupdf, doc: PDFDocument, onPage?: () => void): Placements {
  const placements: Placements = { byObject: new Map(), bySize: new Map() };
  for (let index = 0; index < doc.countPages(); index += 1) {
    const drawn = new Map<string, ShownSize>();
    const page = doc.loadPage(index);
    const device = new mupdf.Device({
      fillImage: (image, ctm) => {
        grow(drawn, sizeKey(image.getWidth(), image.getHeight()), Math.hypot(ctm[0], ctm[1]), Math.hypot(ctm[2], ctm[3]));
        // The device hands over its own reference, which holds the image's whole compressed stream in
        // WebAssembly memory until the garbage collector finalizes it: a file of large photos would
        // hold all of them at once before the first is re-encoded (and that memory never shrinks).
        image.destroy();
      },
    });
    try {
      page.run(device, mupdf.Matrix.identity);
      device.close();
    } finally {
      device.destroy();
      page.destroy();
    }
    mupdf.emptyStore();
    const named = imagesNamedBy(doc.findPage(index).getInheritable('Resources'));
    for (const [key, size] of drawn) {
      const objects = named.get(key);
      if (objects) objects.forEach((object) => grow(placements.byObject, object, size.width, size.height));
      else grow(placements.bySize, key, size.width, size.height);
    }
    onPage?.();
  }
  return placements;
}

/** The larger of the image's own placements and those only known by its pixel size. */
export function shownSizeOf(placements: Placements, object: number, width: number, height: number): ShownSize | undefined {
  const own = placements.byObject.get(object);
  const bySize = placements.bySize.get(sizeKey(width, height));
  if (!own || !bySize) return own ?? bySize;
  return { width: Math.max(own.width, bySize.width), height: Math.max(own.height, bySize.height) };
}

function grow<K>(sizes: Map<K, ShownSize>, key: K, width: number, height: number): void {
  const previous = sizes.get(key) ?? { width: 0, height: 0 };
  sizes.set(key, { width: Math.max(previous.width, width), height: Math.max(previous.height, height) });
}

/** Image XObjects a page's resources name, through its form XObjects too, by pixel size. */
function imagesNamedBy(resources: PDFObject): Map<string, number[]> {
  const named = new Map<string, number[]>();
  const visited = new Set<number>();
  const visit = (resourceDict: PDFObject, depth: number) => {
    const xobjects = resourceDict.get('XObject');
    if (!xobjects.isDictionary() || depth > 16) return;
    xobjects.forEach((xobject) => {
      if (!xobject.isIndirect() || visited.has(xobject.asIndirect())) return;
      visited.add(xobject.asIndirect());
      const subtype = xobject.get('Subtype').toString();
      if (subtype === '/Form') visit(xobject.get('Resources'), depth + 1);
      if (subtype !== '/Image' || !xobject.get('Width').isNumber() || !xobject.get('Height').isNumber()) return;
      const key = sizeKey(xobject.get('Width').asNumber(), xobject.get('Height').asNumber());
      named.set(key, [...(named.get(key) ?? []), xobject.asIndirect()]);
    });
  };
  if (resources.isDictionary()) visit(resources, 0);
  return named;
}

export function sizeKey(width: number, height: number): string {
  return `${width}x${height}`;
}

/**
 * Re-encodes the images the recipe calls for, keeping each new version only if it is smaller.
 * Progress counts the pages measured, then the images handled: both totals are known up front.
 */
export async function recompressImages(mupdf: Mupdf, doc: PDFDocument, recipe: ImageRecipe, onProgress?: ProgressCallback): Promise<ImageWork> {
  const images = findImages(doc);
  const pageCount = doc.countPages();
  const total = pageCount + images.length;
  let done = 0;
  const shown = measurePlacements(mupdf, doc, () => onProgress?.(++done, total));
  const work: ImageWork = { total: images.length, recompressed: 0, bytesBefore: 0, bytesAfter: 0 };
  for (const { ref, facts } of images) {
    const size = shownSizeOf(shown, ref.asIndirect(), facts.width, facts.height);
    const plan = planImage({ ...facts, shownWidthPt: size?.width, shownHeightPt: size?.height }, recipe);
    if (plan.action === 'reencode') {
      const before = rawStreamLength(ref);
      const jpeg = await encodeJpeg(mupdf, doc, ref, plan.width, plan.height, plan.quality, plan.grayscale);
      if (jpeg && jpeg.bytes.length < before * (1 - plan.requiredSaving)) {
        replaceWithJpeg(doc, ref, jpeg.bytes, plan.width, plan.height, jpeg.gray);
        work.recompressed += 1;
        work.bytesBefore += before;
        work.bytesAfter += jpeg.bytes.length;
      }
      // Decoded images stay in MuPDF's cache unless told otherwise; one at a time is enough.
      mupdf.emptyStore();
    }
    onProgress?.(++done, total);
  }
  return work;
}

async function encodeJpeg(mupdf: Mupdf, doc: PDFDocument, ref: PDFObject, width: number, height: number, quality: number, grayscale: boolean) {
  let image: Image | undefined;
  let rgba: Uint8ClampedArray;
  let gray: boolean;
  try {
    image = loadImage(mupdf, doc, ref);
    gray = grayscale || (image.getColorSpace()?.getNumberOfComponents() ?? 3) === 1;
    // The image's own pixels, without its soft mask: the mask stays a separate object in the file.
    const decoded = image.toPixmap();
    const unmasked = new mupdf.Image(decoded);
    const target = new mupdf.Pixmap(gray ? mupdf.ColorSpace.DeviceGray : mupdf.ColorSpace.DeviceRGB, [0, 0, width, height], false);
    target.clear(255);
    // MuPDF's draw device scales with a proper filter (not nearest-neighbour), as when rendering a page.
    const device = new mupdf.DrawDevice(mupdf.Matrix.identity, target);
    device.fillImage(unmasked, [width, 0, 0, height, 0, 0], 1);
    device.close();
    device.destroy();
    rgba = toRgba(target.getPixels(), width, height, target.getNumberOfComponents() + target.getAlpha(), target.getStride());
    [target, unmasked, decoded].forEach((item) => item.destroy());
  } catch {
    // An image MuPDF cannot decode is left exactly as it was.
    return undefined;
  } finally {
    image?.destroy();
  }
  return { bytes: await encodeMozjpeg(rgba, width, height, quality, gray), gray };
}


/**
 * The image's stored size. The raw stream is a copy in WebAssembly memory: freed now, not when the
 * garbage collector gets round to it, or a file of large photos would hold all of them at once.
 */
function rawStreamLength(ref: PDFObject): number {
  const raw = ref.readRawStream();
  try {
    return raw.getLength();
  } finally {
    raw.destroy();
  }
}

function replaceWithJpeg(doc: PDFDocument, ref: PDFObject, jpeg: Uint8Array, width: number, height: number, gray: boolean): void {
  ref.writeRawStream(jpeg);
  ref.put('Filter', doc.newName('DCTDecode'));
  ref.delete('DecodeParms');
  ref.put('Width', width);
  ref.put('Height', height);
  ref.put('BitsPerComponent', 8);
  ref.put('ColorSpace', doc.newName(gray ? 'DeviceGray' : 'DeviceRGB'));
}

