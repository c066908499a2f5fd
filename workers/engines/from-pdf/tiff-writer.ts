import { zlibSync } from 'fflate';
import type { PagePixels } from './render-page';

// A baseline TIFF writer for rendered pages: 8-bit grey or RGB, one Deflate-compressed strip per
// page (compression 8, which libtiff, ImageMagick and every image editor read). Each page is
// written as its directory followed by its strip, so the next directory's offset is known as soon
// as the page is compressed: a multi-page file is written page by page, never held whole.

const HEADER_BYTES = 8;
const ENTRY_BYTES = 12;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;

interface Entry { tag: number; type: number; values: number[] }

/** The file's first bytes: little-endian TIFF, first directory right after. */
export function tiffHeader(): Uint8Array {
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  view.setUint16(0, 0x4949);
  view.setUint16(2, 42, true);
  view.setUint32(4, HEADER_BYTES, true);
  return header;
}

/**
 * One page's directory and strip, to be written at `offset` in the file. The directory points to
 * the next page's right after this block, or to none on the last page; `endChain` makes a block
 * the last after all (when the pages after it failed).
 */
export function tiffPage(image: PagePixels, offset: number, pageIndex: number, pageCount: number): Uint8Array {
  const strip = zlibSync(image.pixels, { level: 6 });
  const rgb = image.channels === 3;
  const entries: Entry[] = [
    { tag: 254, type: LONG, values: [pageCount > 1 ? 2 : 0] },
    { tag: 256, type: LONG, values: [image.width] },
    { tag: 257, type: LONG, values: [image.height] },
    { tag: 258, type: SHORT, values: rgb ? [8, 8, 8] : [8] },
    { tag: 259, type: SHORT, values: [8] },
    { tag: 262, type: SHORT, values: [rgb ? 2 : 1] },
    { tag: 273, type: LONG, values: [0] },
    { tag: 277, type: SHORT, values: [image.channels] },
    { tag: 278, type: LONG, values: [image.height] },
    { tag: 279, type: LONG, values: [strip.length] },
    { tag: 282, type: RATIONAL, values: [image.dpi, 1] },
    { tag: 283, type: RATIONAL, values: [image.dpi, 1] },
    { tag: 284, type: SHORT, values: [1] },
    { tag: 296, type: SHORT, values: [2] },
    { tag: 297, type: SHORT, values: [pageIndex, pageCount] },
  ];
  const directoryBytes = 2 + entries.length * ENTRY_BYTES + 4;
  // Values longer than four bytes live after the directory, each at an even offset.
  const extraBytes = entries.reduce((sum, entry) => sum + paddedSize(entry), 0);
  const stripOffset = offset + directoryBytes + extraBytes;
  entries.find((entry) => entry.tag === 273)!.values = [stripOffset];
  const block = new Uint8Array(directoryBytes + extraBytes + strip.length + (strip.length % 2));
  const view = new DataView(block.buffer);
  view.setUint16(0, entries.length, true);
  let extraAt = directoryBytes;
  entries.forEach((entry, index) => {
    const at = 2 + index * ENTRY_BYTES;
    view.setUint16(at, entry.tag, true);
    view.setUint16(at + 2, entry.type, true);
    view.setUint32(at + 4, entry.type === RATIONAL ? entry.values.length / 2 : entry.values.length, true);
    const size = valueSize(entry);
    const target = size <= 4 ? at + 8 : extraAt;
    if (size > 4) {
      view.setUint32(at + 8, offset + extraAt, true);
      extraAt += paddedSize(entry);
    }
    writeValues(view, target, entry);
  });
  const last = pageIndex === pageCount - 1;
  view.setUint32(2 + entries.length * ENTRY_BYTES, last ? 0 : offset + block.length, true);
  nextPointers.set(block, 2 + entries.length * ENTRY_BYTES);
  block.set(strip, directoryBytes + extraBytes);
  return block;
}

const nextPointers = new WeakMap<Uint8Array, number>();

/** Makes this page the last of the file. */
export function endChain(block: Uint8Array): void {
  new DataView(block.buffer).setUint32(nextPointers.get(block)!, 0, true);
}

/** A whole one-page TIFF file. */
export function oneTiff(image: PagePixels): Uint8Array {
  const header = tiffHeader();
  const page = tiffPage(image, header.length, 0, 1);
  const bytes = new Uint8Array(header.length + page.length);
  bytes.set(header);
  bytes.set(page, header.length);
  return bytes;
}

function valueSize({ type, values }: Entry): number {
  return values.length * (type === SHORT ? 2 : 4);
}

function paddedSize(entry: Entry): number {
  const size = valueSize(entry);
  return size <= 4 ? 0 : size + (size % 2);
}

function writeValues(view: DataView, at: number, { type, values }: Entry): void {
  values.forEach((value, index) => {
    if (type === SHORT) view.setUint16(at + index * 2, value, true);
    else view.setUint32(at + index * 4, value, true);
  });
}
