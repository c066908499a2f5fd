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
  /** For an image used only as other images' /SMask (with no /Matte): those images' object numbers. */
  softMaskOf: number[];
}

/** Every image XObject in the file, with the facts the plan needs. */
export function findImages(doc: PDFDocument): FoundImage[] {
  const images: FoundImage[] = [];
  const masks = new Set<number>();
  const stencils = new Set<number>();
  const softMasked = new Map<number, number[]>();
  for (let number = 1; number < doc.countObjects(); number += 1) {
    const ref = doc.newIndirect(number);
    if (!ref.isStream() || ref.get('Subtype').toString() !== '/Image') continue;
    for (const key of ['SMask', 'Mask']) {
      const mask = ref.get(key);
      if (!mask.isIndirect()) continue;
      masks.add(mask.asIndirect());
      if (key === 'Mask') stencils.add(mask.asIndirect());
      else softMasked.set(mask.asIndirect(), [...(softMasked.get(mask.asIndirect()) ?? []), number]);
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
      softMaskOf: [],
    });
  }
  for (const image of images) {
    const number = image.ref.asIndirect();
    image.facts.usedAsMask = masks.has(number);
    // A mask with /Matte holds colours premultiplied by it: JPEG's errors would tint the edges.
    if (!stencils.has(number) && image.ref.get('Matte').isNull()) image.softMaskOf = softMasked.get(number) ?? [];
  }
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
    // A form without resources of its own (it uses its page's) names nothing more.
    if (!resourceDict.isDictionary()) return;
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
  visit(resources, 0);
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
  const byNumber = new Map(images.map((image) => [image.ref.asIndirect(), image]));
  for (const { ref, facts, softMaskOf } of images) {
    // A soft mask is shown wherever the images it masks are, at their size.
    const size = softMaskOf.length === 0 ? shownSizeOf(shown, ref.asIndirect(), facts.width, facts.height)
      : largest(softMaskOf.map((number) => byNumber.get(number)).map((masked) => masked && shownSizeOf(shown, masked.ref.asIndirect(), masked.facts.width, masked.facts.height)));
    const softMask = softMaskOf.length > 0 && facts.bitsPerComponent === 8;
    let plan = planImage({ ...facts, smoothSoftMask: softMask, shownWidthPt: size?.width, shownHeightPt: size?.height }, recipe);
    // Whether a mask is smooth takes a full decode: asked only of one the plan would re-encode.
    if (softMask && plan.action === 'reencode' && !isSmoothMask(mupdf, doc, ref)) plan = { action: 'keep', reason: 'transparency mask with hard edges' };
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

function largest(sizes: Array<ShownSize | undefined>): ShownSize | undefined {
  const known = sizes.filter((size): size is ShownSize => size !== undefined);
  if (known.length === 0) return undefined;
  return { width: Math.max(...known.map(({ width }) => width)), height: Math.max(...known.map(({ height }) => height)) };
}

// A mask is smooth when at least this share of its pixels is neither fully clear nor fully opaque:
// a feathered or faded mask is mostly in-between values, a hard-edged one only along its edges.
const SMOOTH_MASK_SHARE = 0.25;

/** Whether a soft mask is mostly in-between values (see SMOOTH_MASK_SHARE); false when it cannot be decoded. */
function isSmoothMask(mupdf: Mupdf, doc: PDFDocument, ref: PDFObject): boolean {
  let image: Image | undefined;
  try {
    image = loadImage(mupdf, doc, ref);
    if ((image.getColorSpace()?.getNumberOfComponents() ?? 1) !== 1) return false;
    const pixmap = image.toPixmap();
    try {
      const pixels = pixmap.getPixels();
      let between = 0;
      // Every fourth pixel is enough to tell a gradient from an edge.
      for (let index = 0; index < pixels.length; index += 4) if (pixels[index] !== 0 && pixels[index] !== 255) between += 1;
      return between >= SMOOTH_MASK_SHARE * Math.ceil(pixels.length / 4);
    } finally {
      pixmap.destroy();
    }
  } catch {
    return false;
  } finally {
    image?.destroy();
    mupdf.emptyStore();
  }
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

