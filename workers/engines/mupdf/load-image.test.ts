import { describe, expect, it } from 'vitest';
import * as mupdf from 'mupdf';
import { corpusFile } from '../../../test/fixtures/corpus';
import { findImages } from '../compress/recompress-images';
import { loadImage } from './load-image';

/** Size of MuPDF's WebAssembly memory: the buffer under any view into it. */
function wasmMemoryBytes(): number {
  const buffer = new mupdf.Buffer();
  buffer.writeByte(0);
  const size = buffer.asUint8Array().buffer.byteLength;
  buffer.destroy();
  return size;
}

describe('loadImage', () => {
  it('works around mupdf.js keeping the image pdf_load_image hands over (revisit when this fails)', () => {
    // The leak: loadImage wraps an owned reference, and Image's constructor keeps a numeric pointer once more.
    expect(mupdf.PDFDocument.prototype.loadImage.toString()).toContain('new Image(libmupdf._wasm_pdf_load_image(');
    expect(mupdf.Image.toString()).toMatch(/typeof data === "number"\)\s*\{\s*pointer = libmupdf\._wasm_keep_image\(data\)/);
  });

  it('frees the image and its stream when it is destroyed: loading one 200 times does not grow MuPDF memory', () => {
    const doc = new mupdf.PDFDocument(corpusFile('large-jpeg-qa-document-6p.pdf').bytes);
    const [largest] = findImages(doc).map(({ ref }) => ({ ref, size: ref.readRawStream().getLength() })).sort((a, b) => b.size - a.size);
    // Warm up (MuPDF's own first allocations), then measure.
    for (let round = 0; round < 3; round += 1) loadImage(mupdf, doc, largest.ref).destroy();
    mupdf.emptyStore();
    const before = wasmMemoryBytes();
    for (let round = 0; round < 200; round += 1) {
      const image = loadImage(mupdf, doc, largest.ref);
      expect(image.getWidth()).toBeGreaterThan(0);
      image.destroy();
      mupdf.emptyStore();
    }
    // Leaking, 200 loads would hold 200 copies of the stream.
    expect(wasmMemoryBytes() - before).toBeLessThan(20 * largest.size);
    doc.destroy();
  });

  it('gives an image that decodes as before', () => {
    const doc = new mupdf.PDFDocument(corpusFile('large-jpeg-qa-document-6p.pdf').bytes);
    const [{ ref, facts }] = findImages(doc);
    const image = loadImage(mupdf, doc, ref);
    const pixmap = image.toPixmap();
    expect([pixmap.getWidth(), pixmap.getHeight()]).toEqual([facts.width, facts.height]);
    [pixmap, image].forEach((item) => item.destroy());
    doc.destroy();
  });
});
