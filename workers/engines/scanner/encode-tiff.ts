// A multi-page TIFF writer: one uncompressed RGB (or grey) strip per page, each page's directory
// pointing at the next, and the resolution tags set to the scan's dots per inch.
import type { RawImage } from '../../../src/contract/pdf-scanner';
import { joinBytes } from '../join-bytes';

const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;

interface Entry {
  tag: number;
  type: number;
  count: number;
  /** Values that fit in 4 bytes, or the offset of the data written elsewhere. */
  value: number;
}

export function encodeTiff(pages: RawImage[], dpi: number, gray: boolean): Uint8Array {
  const channels = gray ? 1 : 3;
  const parts: Uint8Array[] = [];
  const header = new Uint8Array(8);
  const headerView = new DataView(header.buffer);
  header.set([0x49, 0x49]); // little-endian
  headerView.setUint16(2, 42, true);
  headerView.setUint32(4, 8, true);
  parts.push(header);
  let offset = 8;
  pages.forEach((page, index) => {
    const pixels = new Uint8Array(page.width * page.height * channels);
    for (let pixel = 0, to = 0; pixel < page.rgba.length; pixel += 4, to += channels) {
      if (gray) pixels[to] = page.rgba[pixel];
      else pixels.set(page.rgba.subarray(pixel, pixel + 3), to);
    }
    const entryCount = 12;
    const directorySize = 2 + entryCount * 12 + 4;
    const bitsOffset = offset + directorySize;
    const resolutionOffset = bitsOffset + (gray ? 0 : 8);
    const pixelOffset = resolutionOffset + 16;
    const nextOffset = index === pages.length - 1 ? 0 : pixelOffset + pixels.length + (pixels.length % 2);
    const entries: Entry[] = [
      { tag: 254, type: LONG, count: 1, value: 2 }, // NewSubfileType: a page of a multi-page file
      { tag: 256, type: LONG, count: 1, value: page.width },
      { tag: 257, type: LONG, count: 1, value: page.height },
      { tag: 258, type: SHORT, count: channels, value: gray ? 8 : bitsOffset },
      { tag: 259, type: SHORT, count: 1, value: 1 }, // no compression
      { tag: 262, type: SHORT, count: 1, value: gray ? 1 : 2 }, // black is zero, or RGB
      { tag: 273, type: LONG, count: 1, value: pixelOffset },
      { tag: 277, type: SHORT, count: 1, value: channels },
      { tag: 278, type: LONG, count: 1, value: page.height },
      { tag: 279, type: LONG, count: 1, value: pixels.length },
      { tag: 282, type: RATIONAL, count: 1, value: resolutionOffset },
      { tag: 283, type: RATIONAL, count: 1, value: resolutionOffset + 8 },
    ];
    const directory = new Uint8Array(directorySize + (pixelOffset - bitsOffset));
    const view = new DataView(directory.buffer);
    view.setUint16(0, entries.length, true);
    entries.forEach((entry, position) => {
      const at = 2 + position * 12;
      view.setUint16(at, entry.tag, true);
      view.setUint16(at + 2, entry.type, true);
      view.setUint32(at + 4, entry.count, true);
      if (entry.type === SHORT && entry.count === 1) view.setUint16(at + 8, entry.value, true);
      else view.setUint32(at + 8, entry.value, true);
    });
    view.setUint32(2 + entries.length * 12, nextOffset, true);
    let extra = directorySize;
    if (!gray) {
      for (let channel = 0; channel < 3; channel += 1) view.setUint16(extra + channel * 2, 8, true);
      extra += 8;
    }
    view.setUint32(extra, dpi, true);
    view.setUint32(extra + 4, 1, true);
    view.setUint32(extra + 8, dpi, true);
    view.setUint32(extra + 12, 1, true);
    parts.push(directory, pixels);
    offset = pixelOffset + pixels.length;
    if (pixels.length % 2 === 1) {
      parts.push(new Uint8Array(1)); // directories start on a word boundary
      offset += 1;
    }
  });
  return joinBytes(parts);
}
