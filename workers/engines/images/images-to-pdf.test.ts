import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFDict, PDFName, PDFRawStream } from 'pdf-lib';
import { claimingBmp, claimingGif, claimingPng, claimingTiff, claimingWebp } from '../../../test/fixtures/claiming-images';
import { corpusFile } from '../../../test/fixtures/corpus';
import { defaultImageSettings, PAGE_POINTS, type ImagePageSettings } from '../../../src/contract/convert-to-pdf';
import { loadMupdf } from '../mupdf/load-mupdf';
import { jobOf, oneOutput, outputBytes } from '../../../test/fixtures/engine-job';
import { imagesToPdf } from './images-to-pdf';
import { POINTS_PER_PIXEL } from './page-layout';

const settings = defaultImageSettings;
type Image = Parameters<typeof jobOf>[0];

/** One PDF of the images (the default, combine): its bytes, page count and the images left out. */
const convert = async (files: Image, pageSettings: ImagePageSettings = settings) => oneOutput(await imagesToPdf(jobOf(files, pageSettings)));

/** The image XObject streams of each page, as stored in the file. */
async function pageImages(bytes: Uint8Array): Promise<PDFRawStream[][]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const objects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    return objects.keys().map((key) => objects.lookup(key) as PDFRawStream);
  });
}

async function pageSizes(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => page.getSize());
}

/** The photo with an EXIF block saying "turn me 90° clockwise to view" (orientation 6), pixels unchanged. */
function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const segment = [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}

/** RGB samples of a pixmap-like image, read at (x, y) in 0..1 from the top-left. */
interface Raster { width: number; height: number; stride: number; channels: number; pixels: Uint8ClampedArray }
function sample(raster: Raster, x: number, y: number): number[] {
  const column = Math.min(raster.width - 1, Math.floor(x * raster.width));
  const row = Math.min(raster.height - 1, Math.floor(y * raster.height));
  const at = row * raster.stride + column * raster.channels;
  return [raster.pixels[at], raster.pixels[at + 1], raster.pixels[at + 2]];
}

async function rasterOfPdfPage(bytes: Uint8Array): Promise<Raster> {
  const mupdf = await loadMupdf();
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pixmap = document.loadPage(0).toPixmap(mupdf.Matrix.scale(0.4, 0.4), mupdf.ColorSpace.DeviceRGB, false);
  return { width: pixmap.getWidth(), height: pixmap.getHeight(), stride: pixmap.getStride(), channels: 3, pixels: pixmap.getPixels().slice() };
}

async function rasterOfImage(bytes: Uint8Array): Promise<Raster> {
  const mupdf = await loadMupdf();
  const pixmap = new mupdf.Image(bytes).toPixmap();
  return { width: pixmap.getWidth(), height: pixmap.getHeight(), stride: pixmap.getStride(), channels: pixmap.getNumberOfComponents(), pixels: pixmap.getPixels().slice() };
}

/** Mean difference per channel between the page and the photo seen through `view` (page point → photo point). */
function meanDifference(page: Raster, photo: Raster, view: (x: number, y: number) => [number, number]): number {
  let total = 0;
  let count = 0;
  for (let row = 0; row < 24; row += 1) {
    for (let column = 0; column < 24; column += 1) {
      const [x, y] = [(column + 0.5) / 24, (row + 0.5) / 24];
      const a = sample(page, x, y);
      const b = sample(photo, ...view(x, y));
      total += a.reduce((sum, value, channel) => sum + Math.abs(value - b[channel]), 0) / 3;
      count += 1;
    }
  }
  return total / count;
}

describe('imagesToPdf', () => {
  it('makes one page per frame of a multi-page TIFF and one per other image, in the order given', async () => {
    const files = ['image-multipage-2p.tif', 'image-photo-mountain.jpg', 'image-greyscale-bird.png', 'image-text-simple.webp'].map(corpusFile);
    const result = await convert(files);
    expect(result.failures).toEqual([]);
    expect(result.pageCount).toBe(5);
    const document = await PDFDocument.load(result.bytes);
    expect(document.getPageCount()).toBe(5);
    // Fit to image: each page is its image at 96 pixels per inch; the TIFF's frames differ in size.
    const sizes = await pageSizes(result.bytes);
    expect(sizes[0].width).toBeCloseTo(1124 * POINTS_PER_PIXEL, 1);
    expect(sizes[0].height).toBeCloseTo(644 * POINTS_PER_PIXEL, 1);
    expect(sizes[1]).not.toEqual(sizes[0]);
    expect(sizes[2].width).toBeCloseTo(1667 * POINTS_PER_PIXEL, 1);
    expect(sizes[4].width).toBeCloseTo(320 * POINTS_PER_PIXEL, 1);
  });

  it('embeds a JPEG as it is: the image stream in the PDF is the file, byte for byte', async () => {
    const photo = corpusFile('image-photo-mountain.jpg');
    const result = await convert([photo]);
    const [[stream]] = await pageImages(result.bytes);
    expect(stream.dict.get(PDFName.of('Filter'))).toEqual(PDFName.of('DCTDecode'));
    expect(Buffer.from(stream.contents).equals(Buffer.from(photo.bytes))).toBe(true);
  });

  it('keeps PNG and decoded pixels lossless (Flate, never DCT)', async () => {
    const result = await convert(['image-greyscale-bird.png', 'image-text-simple.webp'].map(corpusFile));
    for (const [stream] of await pageImages(result.bytes)) expect(stream.dict.get(PDFName.of('Filter'))).toEqual(PDFName.of('FlateDecode'));
  });

  it('makes pages of the chosen size and orientation, the image inside the margins', async () => {
    const photo = corpusFile('bgremove-tiger.jpg'); // landscape, 1000 × 667
    const a4Auto = await pageSizes((await convert([photo], { ...settings, pageSize: 'a4' })).bytes);
    expect(a4Auto[0].width).toBeCloseTo(PAGE_POINTS.a4.height, 1);
    expect(a4Auto[0].height).toBeCloseTo(PAGE_POINTS.a4.width, 1);
    const letterPortrait = await pageSizes((await convert([photo], { ...settings, pageSize: 'letter', orientation: 'portrait', margin: 'large' })).bytes);
    expect(letterPortrait[0]).toEqual({ width: PAGE_POINTS.letter.width, height: PAGE_POINTS.letter.height });
    const fitWithMargin = await pageSizes((await convert([photo], { ...settings, margin: 'small' })).bytes);
    expect(fitWithMargin[0].width).toBeCloseTo(1000 * POINTS_PER_PIXEL + 2 * 28, 1);
  });

  it('shows a photo the way its EXIF orientation says: upright, its bytes still untouched', async () => {
    const stored = corpusFile('bgremove-tiger.jpg');
    const turned = withExifOrientation(stored.bytes, 6);
    const result = await convert([{ name: 'turned.jpg', bytes: turned }]);
    const [size] = await pageSizes(result.bytes);
    // Stored 1000 × 667, seen 667 × 1000.
    expect(size.width).toBeCloseTo(667 * POINTS_PER_PIXEL, 1);
    expect(size.height).toBeCloseTo(1000 * POINTS_PER_PIXEL, 1);
    const [[stream]] = await pageImages(result.bytes);
    expect(Buffer.from(stream.contents).equals(Buffer.from(turned))).toBe(true);
    // Turned 90° clockwise: the page's point (x, y) is the stored photo's (y, 1 − x).
    const page = await rasterOfPdfPage(result.bytes);
    const photo = await rasterOfImage(stored.bytes);
    const upright = meanDifference(page, photo, (x, y) => [y, 1 - x]);
    const turnedTheOtherWay = meanDifference(page, photo, (x, y) => [1 - y, x]);
    expect(upright).toBeLessThan(12);
    expect(turnedTheOtherWay).toBeGreaterThan(upright * 2);
  });

  it('leaves out an image that does not decode, and says which; the others still make the PDF', async () => {
    const broken = { name: 'broken.png', bytes: corpusFile('image-greyscale-bird.png').bytes.slice(0, 200) };
    const empty = { name: 'empty.jpg', bytes: new Uint8Array() };
    const text = { name: 'notes.gif', bytes: new TextEncoder().encode('not an image at all') };
    const result = await convert([broken, corpusFile('bgremove-tiger.jpg'), empty, text]);
    expect(result.pageCount).toBe(1);
    expect(result.failures).toEqual([
      { fileIndex: 0, code: 'corrupt', message: expect.stringContaining('broken.png') },
      { fileIndex: 2, code: 'corrupt', message: 'empty.jpg is empty.' },
      { fileIndex: 3, code: 'unsupported-type', message: expect.stringContaining('notes.gif is not an image') },
    ]);
  });

  it('refuses an image whose header claims more than 100 million pixels before decoding it; the others still convert', async () => {
    const claims = [
      { name: 'wall.png', bytes: claimingPng(20_000, 20_000) },
      { name: 'wall.gif', bytes: claimingGif(60_000, 60_000) },
      { name: 'wall.bmp', bytes: claimingBmp(20_000, 20_000) },
      { name: 'wall.webp', bytes: claimingWebp(20_000, 20_000) },
      { name: 'wall.tiff', bytes: claimingTiff(20_000) },
    ];
    const result = await convert([...claims, corpusFile('bgremove-tiger.jpg')]);
    expect(result.pageCount).toBe(1);
    expect(result.failures).toEqual([
      { fileIndex: 0, code: 'too-large', message: 'wall.png is too large to convert (20000 × 20000 pixels; at most 100 million).' },
      { fileIndex: 1, code: 'too-large', message: 'wall.gif is too large to convert (60000 × 60000 pixels; at most 100 million).' },
      { fileIndex: 2, code: 'too-large', message: 'wall.bmp is too large to convert (20000 × 20000 pixels; at most 100 million).' },
      { fileIndex: 3, code: 'too-large', message: 'wall.webp is too large to convert (20000 × 20000 pixels; at most 100 million).' },
      { fileIndex: 4, code: 'too-large', message: 'wall.tiff is too large to convert (20000 × 20000 pixels; at most 100 million).' },
    ]);
  });

  it('makes one PDF per image without combine, each named after its image; one that does not decode is left out and said', async () => {
    const broken = { name: 'broken.png', bytes: corpusFile('image-greyscale-bird.png').bytes.slice(0, 200) };
    const tiger = corpusFile('bgremove-tiger.jpg');
    const { outputs, facts } = await imagesToPdf(jobOf([corpusFile('image-multipage-2p.tif'), broken, tiger, tiger], { ...settings, combine: false }));
    expect(outputs.map(({ name, pages, type }) => [name, pages, type])).toEqual([
      ['image-multipage-2p.pdf', 2, 'application/pdf'], ['bgremove-tiger.pdf', 1, 'application/pdf'], ['bgremove-tiger (2).pdf', 1, 'application/pdf'],
    ]);
    expect((await PDFDocument.load(outputBytes(outputs[0]))).getPageCount()).toBe(2);
    expect(facts.failures).toEqual([{ fileIndex: 1, code: 'corrupt', message: expect.stringContaining('broken.png') }]);
  });

  it('names a PDF of one image after it even when combining', async () => {
    expect((await convert([corpusFile('bgremove-tiger.jpg')])).name).toBe('bgremove-tiger.pdf');
    expect((await convert(['bgremove-tiger.jpg', 'image-greyscale-bird.png'].map(corpusFile))).name).toBe('images.pdf');
  });

  it('refuses with the file’s own error when no image decodes', async () => {
    await expect(imagesToPdf(jobOf([{ name: 'empty.png', bytes: new Uint8Array() }], settings)))
      .rejects.toMatchObject({ code: 'corrupt', fileIndex: 0, message: 'empty.png is empty.' });
    const separate = imagesToPdf(jobOf([{ name: 'a.gif', bytes: new Uint8Array([1]) }, { name: 'b.png', bytes: new Uint8Array() }], { ...settings, combine: false }));
    await expect(separate).rejects.toMatchObject({ code: 'unsupported-type', fileIndex: 0 });
  });
});

describe('imagesToPdf on 16-bit and grey images', () => {
  /** A colour-free ramp (and a falling alpha ramp when asked), written by ImageMagick in this format. */
  const greyRamp = (format: 'tiff' | 'png', depth: 8 | 16, alpha: boolean) => new Uint8Array(execFileSync('convert', [
    '-size', '120x80', 'xc:', '-fx', '(i+j)/200', '-colorspace', 'Gray',
    ...(alpha ? ['(', '-size', '120x80', 'xc:', '-fx', '1-j/80', ')', '-alpha', 'off', '-compose', 'CopyOpacity', '-composite'] : []),
    '-depth', String(depth), '-type', alpha ? 'GrayscaleAlpha' : 'Grayscale', `${format}:-`,
  ]));
  /** ImageMagick's own view of the image over a white page, as an 8-bit PNG. */
  const onWhite = (bytes: Uint8Array) => new Uint8Array(execFileSync('convert', ['-', '-background', 'white', '-flatten', '-depth', '8', 'png:-'], { input: bytes }));

  for (const [format, depth, alpha] of [['tiff', 16, true], ['tiff', 16, false], ['tiff', 8, true], ['png', 16, true], ['png', 16, false]] as const) {
    it(`draws a ${depth}-bit grey ${alpha ? 'with alpha ' : ''}${format.toUpperCase()} at its size, as ImageMagick shows it`, async () => {
      const bytes = greyRamp(format, depth, alpha);
      const result = await convert([{ name: `ramp.${format}`, bytes }]);
      expect(result.failures).toEqual([]);
      const [size] = await pageSizes(result.bytes);
      expect(size.width).toBeCloseTo(120 * POINTS_PER_PIXEL, 1);
      expect(size.height).toBeCloseTo(80 * POINTS_PER_PIXEL, 1);
      const page = await rasterOfPdfPage(result.bytes);
      const reference = await rasterOfImage(onWhite(bytes));
      expect(meanDifference(page, reference, (x, y) => [x, y])).toBeLessThan(4);
    });
  }
});

