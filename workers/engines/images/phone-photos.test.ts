// AVIF and HEIC photos into PDF: decoded by libavif and libheif, checked against ImageMagick's own
// reading of the same files (an independent build of the codecs), upright as the file says.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { defaultImageSettings } from '../../../src/contract/convert-to-pdf';
import { EngineError } from '../../../src/contract/errors';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { popplerPageBoxes } from '../../../test/readers/poppler-readers';
import { decodeImage, sniffImageFormat } from './decode-image';
import { encodeAvif } from './avif-codec';
import { imagesToPdf } from './images-to-pdf';

/** ImageMagick's RGBA pixels of a file, and its size. */
function magickPixels(path: string): { rgba: Uint8Array; width: number; height: number } {
  const [width, height] = execFileSync('identify', ['-format', '%w %h', path], { encoding: 'utf8' }).split(' ').map(Number);
  return { rgba: new Uint8Array(execFileSync('convert', [path, '-depth', '8', 'rgba:-'], { maxBuffer: 64 << 20 })), width, height };
}

function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) if (index % 4 !== 3) sum += Math.abs(a[index] - b[index]);
  return sum / (a.length * 0.75);
}

describe('phone photo formats', () => {
  it('knows AVIF and HEIC by their ftyp brands, whatever the name says', () => {
    expect(sniffImageFormat(corpusFile('image-photo-mountain.avif').bytes)).toBe('avif');
    expect(sniffImageFormat(corpusFile('image-heic-irot90.heic').bytes)).toBe('heic');
  });

  it('decodes an AVIF to the pixels ImageMagick reads', async () => {
    const file = corpusFile('image-photo-mountain.avif');
    const [frame] = await decodeImage(file.name, file.bytes);
    const reference = magickPixels('test/corpus/image-photo-mountain.avif');
    expect(frame.kind).toBe('pixels');
    if (frame.kind !== 'pixels') return;
    expect([frame.width, frame.height]).toEqual([reference.width, reference.height]);
    expect(meanDifference(frame.rgba, reference.rgba)).toBeLessThan(3);
  });

  it('decodes a HEIC turned by its irot box upright, as ImageMagick shows it', async () => {
    const file = corpusFile('image-heic-irot90.heic');
    const [frame] = await decodeImage(file.name, file.bytes);
    const reference = magickPixels('test/corpus/image-heic-irot90.heic');
    if (frame.kind !== 'pixels') throw new Error(frame.kind);
    // Stored 400 × 300; shown 300 × 400.
    expect([frame.width, frame.height]).toEqual([300, 400]);
    expect([reference.width, reference.height]).toEqual([300, 400]);
    expect(meanDifference(frame.rgba, reference.rgba)).toBeLessThan(3);
  });

  it('turns an AVIF by its irot box as the file says (libavif gives the stored pixels; Folio turns them)', async () => {
    const file = corpusFile('image-avif-irot90.avif');
    const [frame] = await decodeImage(file.name, file.bytes);
    const reference = magickPixels('test/corpus/image-avif-irot90.avif');
    if (frame.kind !== 'pixels') throw new Error(frame.kind);
    expect([frame.width, frame.height]).toEqual([300, 400]);
    expect([reference.width, reference.height]).toEqual([300, 400]);
    expect(meanDifference(frame.rgba, reference.rgba)).toBeLessThan(3);
  });

  it('makes a portrait page of the turned HEIC and a page of the AVIF, in one PDF', async () => {
    const { bytes } = await oneOutput(await imagesToPdf(jobOf([corpusFile('image-heic-irot90.heic'), corpusFile('image-photo-mountain.avif')], defaultImageSettings)));
    const sizes = popplerPageBoxes(bytes).map(({ width, height }) => width / height);
    expect(sizes[0]).toBeCloseTo(300 / 400, 2);
    expect(sizes[1]).toBeCloseTo(640 / 1016, 2);
  });

  it('makes every picture of a HEIC burst a page, the primary one first', async () => {
    const file = corpusFile('image-heic-two-images.heic');
    const frames = await decodeImage(file.name, file.bytes);
    expect(frames.map((frame) => (frame.kind === 'pixels' ? [frame.width, frame.height] : frame.kind))).toEqual([[240, 160], [200, 200]]);
    const { bytes } = await oneOutput(await imagesToPdf(jobOf([file], defaultImageSettings)));
    expect(popplerPageBoxes(bytes).map(({ width, height }) => Math.round((width / height) * 100) / 100)).toEqual([1.5, 1]);
  });

  it('refuses a damaged HEIC by name', async () => {
    const file = corpusFile('image-heic-irot90.heic');
    await expect(decodeImage('broken.heic', file.bytes.slice(0, 600))).rejects.toThrow(EngineError);
    await expect(decodeImage('broken.heic', file.bytes.slice(0, 600))).rejects.toThrow(/broken\.heic/);
  });

  it('encodes pixels as an AVIF that ImageMagick reads back close to them', async () => {
    const { rgba, width, height } = magickPixels('test/corpus/image-photo-mountain.avif');
    const encoded = await encodeAvif(new Uint8ClampedArray(rgba), width, height, 85);
    expect(sniffImageFormat(encoded)).toBe('avif');
    const path = `/tmp/folio-avif-${process.pid}.avif`;
    execFileSync('tee', [path], { input: encoded, stdio: ['pipe', 'ignore', 'inherit'] });
    const back = magickPixels(path);
    expect([back.width, back.height]).toEqual([width, height]);
    expect(meanDifference(back.rgba, rgba)).toBeLessThan(4);
  });
});
