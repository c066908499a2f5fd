// A ~100 MB image-heavy PDF for the in-browser bench, made with MuPDF from the corpus photo. Ten
// different 4000 × 3000 JPEGs (the photo scaled and tinted) are made once; each page gets one of them
// with its own JPEG comment, so every image in the file is a distinct object that must be decoded,
// downsampled and re-encoded on its own (byte-different inputs are not merged before the work).
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { corpusDir } from '../test/fixtures/corpus';
import { withComment } from './jpeg-comment';

const WIDTH = 4000;
const HEIGHT = 3000;
const DISTINCT_PHOTOS = 10;

function tintedPhotos(): Uint8Array[] {
  const photo = new mupdf.Image(readFileSync(`${corpusDir}image-photo-mountain.jpg`));
  const photos: Uint8Array[] = [];
  for (let index = 0; index < DISTINCT_PHOTOS; index += 1) {
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, WIDTH, HEIGHT], false);
    pixmap.clear(255);
    const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
    device.fillImage(photo, [WIDTH, 0, 0, HEIGHT, 0, 0], 1);
    device.close();
    device.destroy();
    pixmap.tint(index * 0x0a0806, 0xffffff - index * 0x04080a);
    photos.push(pixmap.asJPEG(95).slice());
    pixmap.destroy();
  }
  photo.destroy();
  return photos;
}

export function makeBigPhotoPdf(targetBytes: number): { bytes: Uint8Array; pages: number } {
  const photos = tintedPhotos();
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'));
  let total = 0;
  let pages = 0;
  while (total < targetBytes) {
    const jpeg = withComment(photos[pages % photos.length], `Folio bench page ${pages + 1}`);
    total += jpeg.length;
    const image = new mupdf.Image(jpeg);
    const imageObject = doc.addImage(image);
    image.destroy();
    // An A4 landscape page (842 × 595 pt) filled by the photo: about 340 dpi, downsampled by every level.
    const resources = doc.addObject({ XObject: { Im0: imageObject }, Font: { F1: font } });
    const content = `q 842 0 0 595 0 0 cm /Im0 Do Q BT /F1 24 Tf 40 40 Td (Page ${pages + 1}) Tj ET`;
    doc.insertPage(-1, doc.addPage([0, 0, 842, 595], 0, resources, content));
    pages += 1;
  }
  const bytes = doc.saveToBuffer('').asUint8Array().slice();
  doc.destroy();
  return { bytes, pages };
}
