// Photo-heavy text documents for Compress, made with MuPDF from the corpus's two photos: large
// JPEGs placed small on pages of text (as a report or a brochure does), and one photo placed
// several times at different sizes. Made on demand, the same bytes every time, so no binary fixture
// is stored and the sources stay the corpus's (see test/corpus/MANIFEST.tsv).
import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { corpusDir } from './corpus';

const A4: [number, number, number, number] = [0, 0, 595, 842];
const PARAGRAPH = [
  'The survey team walked the ridge in the early morning, when the light is low and the shadows',
  'give the slopes their shape. Each station was photographed from the same spot as last year,',
  'so that changes in the snow line, the scree and the path can be compared side by side.',
  'The photographs below are reduced on the page; the originals are kept at full resolution.',
];

interface Photo {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/**
 * A 3:2 region of a corpus photo (left and top as fractions of the photo, width as a fraction of its
 * width), scaled to 2400 × 1600 pixels and tinted, as a JPEG of quality 92: every photo the same
 * pixel size, as a camera's are.
 */
function photoFrom(file: string, left: number, top: number, widthFraction: number, tint: number): Photo {
  const width = 2400;
  const height = 1600;
  const source = new mupdf.Image(readFileSync(`${corpusDir}${file}`));
  const x = left * source.getWidth();
  const y = top * source.getHeight();
  const scale = width / (widthFraction * source.getWidth());
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, width, height], false);
  pixmap.clear(255);
  const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
  device.fillImage(source, [source.getWidth() * scale, 0, 0, source.getHeight() * scale, -x * scale, -y * scale], 1);
  device.close();
  device.destroy();
  if (tint !== 0) pixmap.tint(tint, 0xffffff);
  const jpeg = pixmap.asJPEG(92).slice();
  pixmap.destroy();
  source.destroy();
  return { jpeg, width, height };
}

interface Placement {
  photo: number;
  /** Points from the left edge and from the top of the text block, and the shown width. */
  x: number;
  y: number;
  width: number;
}

function textLines(top: number, lines: string[]): string {
  return lines.map((line, index) => `BT /F1 10 Tf 56 ${top - index * 14} Td (${line}) Tj ET`).join('\n');
}

function makeDocument(photos: Photo[], pages: Placement[][]): Uint8Array {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Times-Roman'));
  const images = photos.map((photo) => {
    const image = new mupdf.Image(photo.jpeg);
    const object = doc.addImage(image);
    image.destroy();
    return object;
  });
  pages.forEach((placements, pageIndex) => {
    const xobjects: Record<string, unknown> = {};
    const draws = placements.map((placement, index) => {
      const photo = photos[placement.photo];
      const height = (placement.width * photo.height) / photo.width;
      xobjects[`Im${index}`] = images[placement.photo];
      return `q ${placement.width} 0 0 ${height.toFixed(2)} ${placement.x} ${(842 - placement.y - height).toFixed(2)} cm /Im${index} Do Q`;
    });
    const content = [
      `BT /F1 16 Tf 56 790 Td (Field report, part ${pageIndex + 1}) Tj ET`,
      textLines(766, PARAGRAPH),
      ...draws,
      textLines(150, [...PARAGRAPH, ...PARAGRAPH]),
    ].join('\n');
    const resources = doc.addObject({ XObject: xobjects, Font: { F1: font } });
    doc.insertPage(-1, doc.addPage(A4, 0, resources, content));
  });
  const buffer = doc.saveToBuffer('compress');
  const bytes = buffer.asUint8Array().slice();
  buffer.destroy();
  doc.destroy();
  return bytes;
}

/**
 * Four pages of text with seven distinct photos of the same pixel size (2400 × 1600): the first
 * shown across the text block (about 360 dpi), the others in pairs about 3 inches wide (about 750 dpi).
 */
export function photosPlacedSmallPdf(): { name: string; bytes: Uint8Array } {
  const regions: Array<[string, number, number, number, number]> = [
    ['image-photo-mountain.jpg', 0, 0.3, 1, 0],
    ['image-photo-mountain.jpg', 0, 0.55, 1, 0x101008],
    ['bgremove-tiger.jpg', 0, 0, 1, 0],
    ['image-photo-mountain.jpg', 0.2, 0.45, 0.8, 0x081010],
    ['bgremove-tiger.jpg', 0.1, 0.1, 0.8, 0x100808],
    ['image-photo-mountain.jpg', 0.1, 0.6, 0.9, 0x0c0c0c],
    ['bgremove-tiger.jpg', 0.3, 0.2, 0.7, 0x080808],
  ];
  const photos = regions.map(([file, left, top, width, tint]) => photoFrom(file, left, top, width, tint));
  const pages = [
    [{ photo: 0, x: 56, y: 150, width: 483 }],
    ...[0, 1, 2].map((pair) => [
      { photo: 1 + pair * 2, x: 56, y: 150, width: 230 },
      { photo: 2 + pair * 2, x: 310, y: 150, width: 230 },
    ]),
  ];
  return { name: 'photos-placed-small.pdf', bytes: makeDocument(photos, pages) };
}

/** One 2400 × 1600 photo placed five times over three pages, from half the page width down to a thumbnail. */
export function photoPlacedAtSizesPdf(): { name: string; bytes: Uint8Array } {
  const photo = photoFrom('image-photo-mountain.jpg', 0, 0.35, 1, 0);
  const pages = [
    [{ photo: 0, x: 56, y: 150, width: 300 }],
    [{ photo: 0, x: 56, y: 150, width: 200 }, { photo: 0, x: 300, y: 150, width: 120 }],
    [{ photo: 0, x: 56, y: 150, width: 80 }, { photo: 0, x: 200, y: 150, width: 40 }],
  ];
  return { name: 'photo-placed-at-sizes.pdf', bytes: makeDocument([photo], pages) };
}
