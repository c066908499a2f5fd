// Several images become one PDF, one page each, at the image's own resolution; every frame of a
// multi-page TIFF is a page. MuPDF keeps a JPEG as it is (no re-encoding); PNG and TIFF pixels are
// stored losslessly. WebP, which MuPDF cannot read, is decoded by the browser first.
import { EngineError } from '../../../src/contract/errors';
import { fileBytes, type NamedFile } from '../../../src/contract/named-file';
import { OCR_MAX_IMAGE_PIXELS } from '../../../src/contract/ocr-pdf';
import { loadMupdf, type Mupdf } from '../mupdf/load-mupdf';
import { FrameTooLarge } from '../images/frame-too-large';
import { tiffFrames } from '../images/tiff-frames';

// Images that say nothing sensible about their resolution are taken as screen images.
const FALLBACK_DPI = 96;

export async function imagesToPdf(images: NamedFile[]): Promise<Uint8Array> {
  const mupdf = await loadMupdf();
  const pdf = new mupdf.PDFDocument();
  try {
    for (const [fileIndex, file] of images.entries()) {
      // One image's bytes at a time: the others stay where they are (the user's files) until their turn.
      const image = { name: file.name, type: file.type ?? '', bytes: await fileBytes(file) };
      for (const page of await openImages(mupdf, image, fileIndex)) {
        try {
          addImagePage(pdf, page);
        } finally {
          page.destroy();
        }
      }
    }
    const buffer = pdf.saveToBuffer('compress');
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    return bytes;
  } finally {
    pdf.destroy();
  }
}

type MupdfImage = InstanceType<Mupdf['Image']>;

/** An image file read into memory, for MuPDF (or, for WebP, the browser) to decode. */
interface ImageBytes {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** The file's pages as MuPDF images: one, or one per frame of a TIFF. */
async function openImages(mupdf: Mupdf, file: ImageBytes, fileIndex: number): Promise<MupdfImage[]> {
  if (!isTiff(file.bytes)) return [await openImage(mupdf, file, fileIndex)];
  let frames: ReturnType<typeof tiffFrames>;
  try {
    frames = tiffFrames(file.bytes, { maxPixels: OCR_MAX_IMAGE_PIXELS });
  } catch (error) {
    if (error instanceof FrameTooLarge) throw tooLargeError(file.name, error.width, error.height, fileIndex);
    throw new EngineError('corrupt', `${file.name} could not be read: the TIFF file looks damaged.`, { fileIndex });
  }
  return frames.map((frame) => {
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, frame.width, frame.height], false);
    try {
      const samples = pixmap.getPixels();
      for (let pixel = 0, count = frame.width * frame.height; pixel < count; pixel += 1) {
        samples[pixel * 3] = frame.rgba[pixel * 4];
        samples[pixel * 3 + 1] = frame.rgba[pixel * 4 + 1];
        samples[pixel * 3 + 2] = frame.rgba[pixel * 4 + 2];
      }
      if (frame.dpiX > 0 && frame.dpiY > 0) pixmap.setResolution(Math.round(frame.dpiX), Math.round(frame.dpiY));
      return new mupdf.Image(pixmap);
    } finally {
      pixmap.destroy();
    }
  });
}

function isTiff(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 4));
  return head === 'II*\0' || head === 'MM\0*';
}

function tooLargeError(name: string, width: number, height: number, fileIndex: number): EngineError {
  return new EngineError('too-large', `${name} is too large to read (${width} × ${height} pixels; at most ${OCR_MAX_IMAGE_PIXELS / 1e6} million).`, { fileIndex });
}

async function openImage(mupdf: Mupdf, file: ImageBytes, fileIndex: number): Promise<MupdfImage> {
  let image: MupdfImage;
  try {
    image = new mupdf.Image(file.bytes);
  } catch {
    const decoded = await decodeInBrowser(file);
    if (!decoded) throw new EngineError('unsupported-type', `${file.name} could not be read as an image.`, { fileIndex });
    image = new mupdf.Image(decoded);
  }
  if (image.getWidth() * image.getHeight() > OCR_MAX_IMAGE_PIXELS) {
    const [width, height] = [image.getWidth(), image.getHeight()];
    image.destroy();
    throw tooLargeError(file.name, width, height, fileIndex);
  }
  return image;
}

function addImagePage(pdf: InstanceType<Mupdf['PDFDocument']>, image: MupdfImage): void {
  const dpi = (value: number) => (value >= 50 && value <= 2400 ? value : FALLBACK_DPI);
  const width = (image.getWidth() * 72) / dpi(image.getXResolution());
  const height = (image.getHeight() * 72) / dpi(image.getYResolution());
  const resources = pdf.addObject({ XObject: { Im0: pdf.addImage(image) } });
  const page = pdf.addPage([0, 0, width, height], 0, resources, `q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`);
  pdf.insertPage(-1, page);
}

/** PNG bytes of an image only the browser can decode (WebP); undefined where there is no browser. */
async function decodeInBrowser(file: ImageBytes): Promise<Uint8Array | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(new Blob([file.bytes as BlobPart], { type: file.type }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    bitmap.close();
    return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
  } catch {
    return undefined;
  }
}
