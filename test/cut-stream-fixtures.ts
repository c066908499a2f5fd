// Files cut off inside a large stream, as a broken download leaves them: MuPDF rebuilds them and
// every page opens, but the stream's data is not all there. Generated here, from the corpus's photo.
import { deflateSync } from 'node:zlib';
import { corpusFile } from './corpus';

export const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** A PDF whose objects are written in order, the last one being the stream the test cuts. */
export function pdfOf(objects: Array<string | { dict: string; data: Uint8Array }>): Uint8Array {
  const parts: Uint8Array[] = [latin1('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  const push = (part: Uint8Array) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(latin1(`${index + 1} 0 obj\n${object}\nendobj\n`));
      return;
    }
    push(latin1(`${index + 1} 0 obj\n<< ${object.dict} /Length ${object.data.length} >>\nstream\n`));
    push(object.data);
    push(latin1('\nendstream\nendobj\n'));
  });
  const xref = length;
  push(latin1(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`));
  push(latin1(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  const bytes = new Uint8Array(length);
  parts.reduce((at, part) => (bytes.set(part, at), at + part.length), 0);
  return bytes;
}

/** The file up to the middle of its last stream: a download that stopped there. */
export function cutInLastStream(bytes: Uint8Array): Uint8Array {
  const text = new TextDecoder('latin1').decode(bytes);
  const start = text.lastIndexOf('>>\nstream\n') + '>>\nstream\n'.length;
  const end = text.lastIndexOf('\nendstream');
  return bytes.slice(0, Math.floor((start + end) / 2));
}

/** Width and height from a baseline or progressive JPEG's frame header. */
function jpegSize(jpeg: Uint8Array): { width: number; height: number } {
  for (let at = 2; at < jpeg.length;) {
    const marker = jpeg[at + 1];
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) return { height: (jpeg[at + 5] << 8) | jpeg[at + 6], width: (jpeg[at + 7] << 8) | jpeg[at + 8] };
    at += 2 + ((jpeg[at + 2] << 8) | jpeg[at + 3]);
  }
  throw new Error('no JPEG frame header');
}

const showImage = 'q 400 0 0 300 100 400 cm /Im0 Do Q';
const text = (words: string) => `BT /F1 24 Tf 72 720 Td (${words}) Tj ET`;

/** Three pages; page 2 shows the corpus's 800 KB mountain photo, stored last. */
export function photoOnPageTwo(): Uint8Array {
  const jpeg = corpusFile('image-photo-mountain.jpg').bytes;
  const { width, height } = jpegSize(jpeg);
  const resources = '/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> /XObject << /Im0 9 0 R >> >>';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${resources} /Contents 6 0 R >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${resources} /Contents 7 0 R >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${resources} /Contents 8 0 R >>`,
    { dict: '', data: latin1(text('Page one')) },
    { dict: '', data: latin1(`${text('Page two')} ${showImage}`) },
    { dict: '', data: latin1(text('Page three')) },
    { dict: `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`, data: jpeg },
  ]);
}

/** Noise, which deflate cannot shrink much, so the compressed stream is large. */
function noise(size: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(size);
  let state = seed;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

/**
 * Three pages: page 1 shows a Flate image (through a form, as a stamp would), page 3 has a long
 * Flate content stream; `imageLast` says which of the two is stored last, where the cut falls.
 */
export function flateStreams({ imageLast }: { imageLast: boolean }): Uint8Array {
  const image = { dict: '/Type /XObject /Subtype /Image /Width 300 /Height 300 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode', data: deflateSync(noise(300 * 300 * 3)) };
  const lines = Array.from({ length: 6000 }, (_, index) => `${(index * 7919) % 612} ${(index * 104729) % 792} m ${(index * 15485863) % 612} ${(index * 32452843) % 792} l S`).join('\n');
  const longContent = { dict: '/Filter /FlateDecode', data: deflateSync(latin1(lines)) };
  const font = '/Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >>';
  const [imageNumber, contentNumber] = imageLast ? [10, 9] : [9, 10];
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << ${font} /XObject << /Stamp 7 0 R >> >> /Contents 6 0 R >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << ${font} >> /Contents 8 0 R >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << ${font} >> /Contents ${contentNumber} 0 R >>`,
    { dict: '', data: latin1(`${text('Page one')} /Stamp Do`) },
    { dict: `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /XObject << /Im0 ${imageNumber} 0 R >> >>`, data: latin1(showImage) },
    { dict: '', data: latin1(text('Page two')) },
    ...(imageLast ? [longContent, image] : [image, longContent]),
  ]);
}
