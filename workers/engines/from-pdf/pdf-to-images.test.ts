import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPsd } from 'ag-psd';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { EngineError } from '../../../src/contract/errors';
import { failingPagesFixtureBytes } from '../../../test/fixtures/failing-pages-fixture';
import { defaultPdfToImagesSettings, type PdfToImagesSettings } from '../../../src/contract/pdf-to-images';
import { jobOf } from '../../../test/fixtures/engine-job';
import { pdfToImages } from './pdf-to-images';

const text4 = corpusFile('multipage-outline-links-4p.pdf');
const work = mkdtempSync(join(tmpdir(), 'pdf-to-images-'));

/** The images as the assertions read them: each one's name and Blob, and the pages left out. */
async function convert(settings: Partial<PdfToImagesSettings>, file: { name: string; bytes: Uint8Array; password?: string } = text4) {
  const { outputs, facts } = await pdfToImages(jobOf(file, { ...defaultPdfToImagesSettings, ...settings }));
  // Written page by page into Blobs, so a long document never sits in the worker's memory twice.
  outputs.forEach((output) => expect(output.data).toBeInstanceOf(Blob));
  return { files: outputs.map((output) => ({ filename: output.name, blob: output.data as Blob, type: output.type, pages: output.pages })), failedPages: facts.failedPages };
}

/** ImageMagick's view of a file: one line per frame, 'format width height colourspace'. */
async function identify(blob: Blob, name: string): Promise<string[]> {
  const path = join(work, name);
  writeFileSync(path, new Uint8Array(await blob.arrayBuffer()));
  return execFileSync('identify', ['-format', '%m %w %h %[colorspace]\n', path], { encoding: 'utf8' }).trim().split('\n');
}

// The corpus file's pages are A4 (poppler's pdfinfo says 595.276 x 841.89 pts): at N dpi a page is
// N/72 pixels a point, give or take the one pixel of rounding the page's edge.
const a4 = { width: 595.276, height: 841.89 };

function expectSize(frame: string, format: string, dpi: number, colourSpace: string) {
  const [kind, width, height, space] = frame.split(' ');
  expect([kind, space]).toEqual([format, colourSpace]);
  expect(Math.abs(Number(width) - (a4.width * dpi) / 72)).toBeLessThanOrEqual(1);
  expect(Math.abs(Number(height) - (a4.height * dpi) / 72)).toBeLessThanOrEqual(1);
}

describe('pdfToImages', () => {
  it('makes one JPEG per chosen page at the resolution asked, each one readable', async () => {
    const { files, failedPages } = await convert({ format: 'jpg', dpi: '72', pages: '2-3' });
    expect(failedPages).toEqual([]);
    expect(files.map((file) => [file.filename, file.type, file.pages])).toEqual([
      ['multipage-outline-links-4p-page-2.jpg', 'image/jpeg', 1], ['multipage-outline-links-4p-page-3.jpg', 'image/jpeg', 1],
    ]);
    for (const file of files) {
      const frames = await identify(file.blob, file.filename);
      expect(frames).toHaveLength(1);
      expectSize(frames[0], 'JPEG', 72, 'sRGB');
    }
  });

  it('renders PNG at 150 dpi, greyscale and black and white', async () => {
    const grey = await convert({ format: 'png', colour: 'grey', pages: '1' });
    expectSize((await identify(grey.files[0].blob, 'grey.png'))[0], 'PNG', 150, 'Gray');
    const mono = await convert({ format: 'png', colour: 'mono', pages: '1' });
    const path = join(work, 'mono.png');
    writeFileSync(path, new Uint8Array(await mono.files[0].blob.arrayBuffer()));
    // Black and white has two values only.
    expect(execFileSync('identify', ['-format', '%k', path], { encoding: 'utf8' })).toBe('2');
  });

  it('encodes WebP at the quality asked, the page as PNG shows it (ImageMagick compares them)', async () => {
    const { files } = await convert({ format: 'webp', dpi: '72', quality: 90, pages: '1' });
    expect(files.map((file) => [file.filename, file.type])).toEqual([['multipage-outline-links-4p-page-1.webp', 'image/webp']]);
    expectSize((await identify(files[0].blob, 'page.webp'))[0], 'WEBP', 72, 'sRGB');
    const png = await convert({ format: 'png', dpi: '72', pages: '1' });
    await identify(png.files[0].blob, 'page.png');
    // Lossy, so not identical: on average the pixels differ by less than a fiftieth of the full range.
    const compared = spawnSync('compare', ['-metric', 'MAE', join(work, 'page.webp'), join(work, 'page.png'), 'null:'], { encoding: 'utf8' });
    expect(Number(/\(([\d.e-]+)\)/.exec(compared.stderr)![1])).toBeLessThan(0.02);
    const small = await convert({ format: 'webp', dpi: '72', quality: 20, pages: '1' });
    expect(small.files[0].blob.size).toBeLessThan(files[0].blob.size);
  });

  it('encodes AVIF at the quality asked, the page as PNG shows it (ImageMagick compares them)', async () => {
    const { files } = await convert({ format: 'avif', dpi: '72', quality: 70, pages: '1' });
    expect(files.map((file) => [file.filename, file.type])).toEqual([['multipage-outline-links-4p-page-1.avif', 'image/avif']]);
    await identify(files[0].blob, 'page.avif');
    const png = await convert({ format: 'png', dpi: '72', pages: '1' });
    await identify(png.files[0].blob, 'page.png');
    // ImageMagick 6 compares an AVIF in its YCbCr samples: read it as RGB first.
    execFileSync('convert', [join(work, 'page.avif'), join(work, 'page-avif.png')]);
    const compared = spawnSync('compare', ['-metric', 'MAE', join(work, 'page-avif.png'), join(work, 'page.png'), 'null:'], { encoding: 'utf8' });
    expect(Number(/\(([\d.e-]+)\)/.exec(compared.stderr)![1])).toBeLessThan(0.02);
    const small = await convert({ format: 'avif', dpi: '72', quality: 20, pages: '1' });
    expect(small.files[0].blob.size).toBeLessThan(files[0].blob.size);
  });

  it('draws SVG pages at the page’s size with their text as text', async () => {
    const { files } = await convert({ format: 'svg', pages: '1' });
    expect(files.map((file) => [file.filename, file.type])).toEqual([['multipage-outline-links-4p-page-1.svg', 'image/svg+xml']]);
    const svg = await files[0].blob.text();
    expect(svg).toMatch(/^<svg /);
    const words = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-', '-'], { input: text4.bytes, encoding: 'utf8' }).split(/\s+/).filter((word) => /^\p{L}{4,}$/u.test(word));
    const svgText = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]).join(' ');
    expect(words.filter((word) => svgText.includes(word)).length / words.length).toBeGreaterThanOrEqual(0.97);
    const [, width, height] = /<svg [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(svg)!;
    expect([Number(width), Number(height)]).toEqual([a4.width, a4.height]);
  });

  it('writes one multi-page TIFF with a frame per page, or a TIFF per page', async () => {
    const single = await convert({ format: 'tiff', tiff: 'single', dpi: '72' });
    expect(single.files).toHaveLength(1);
    const frames = await identify(single.files[0].blob, 'all.tiff');
    expect(frames).toHaveLength(4);
    frames.forEach((frame) => expectSize(frame, 'TIFF', 72, 'sRGB'));
    const separate = await convert({ format: 'tiff', dpi: '72', colour: 'grey', pages: '1,4' });
    expect(separate.files).toHaveLength(2);
    expectSize((await identify(separate.files[1].blob, 'p4.tiff'))[0], 'TIFF', 72, 'Gray');
  });

  it('writes PSDs with the page as a named layer, read back by ag-psd and ImageMagick', async () => {
    const { files } = await convert({ format: 'psd', dpi: '72', pages: '2' });
    const psd = readPsd(new Uint8Array(await files[0].blob.arrayBuffer()), { skipCompositeImageData: true, skipLayerImageData: true });
    expect(Math.abs(psd.width - a4.width)).toBeLessThanOrEqual(1);
    expect(psd.children?.map((layer) => layer.name)).toEqual(['Page 2']);
    const frames = await identify(files[0].blob, 'p2.psd');
    expectSize(frames[0], 'PSD', 72, 'sRGB');
  });

  it('packs more pages than can be listed into one ZIP, an image per page', async () => {
    const { files } = await convert({ format: 'jpg', dpi: '72', pages: '1-21' }, corpusFile('multipage-mixed-geotopo-117p.pdf'));
    expect(files).toHaveLength(1);
    expect(files[0].filename).toBe('multipage-mixed-geotopo-117p-jpg.zip');
    const entries = unzipSync(new Uint8Array(await files[0].blob.arrayBuffer()));
    expect(Object.keys(entries)).toHaveLength(21);
    const first = entries['multipage-mixed-geotopo-117p-page-1.jpg'];
    expect(await identify(new Blob([first as BlobPart]), 'zip-p1.jpg')).toHaveLength(1);
  });

  it('leaves out a page MuPDF cannot draw and one too large to render, reports them, and converts the others', async () => {
    const file = { name: 'failing.pdf', bytes: await failingPagesFixtureBytes() };
    const { files, failedPages } = await convert({ format: 'png', dpi: '72' }, file);
    expect(failedPages).toEqual([2, 3]);
    expect(files.map((image) => image.filename)).toEqual(['failing-page-1.png', 'failing-page-4.png']);
    for (const image of files) expect(await identify(image.blob, image.filename)).toEqual(['PNG 300 300 sRGB']);
  });

  it('refuses a file none of whose chosen pages can be drawn as damaged, naming it', async () => {
    const file = { name: 'failing.pdf', bytes: await failingPagesFixtureBytes() };
    const refused = convert({ format: 'png', dpi: '72', pages: '2-3' }, file);
    await expect(refused).rejects.toBeInstanceOf(EngineError);
    await expect(refused).rejects.toMatchObject({
      code: 'corrupt', fileIndexes: [0],
      message: 'failing.pdf could not be converted: none of its chosen pages could be read. The file may be damaged; try Repair PDF first.',
    });
  });

  it('refuses a page that does not exist and an encrypted file, with their codes; opens one with its password', async () => {
    await expect(convert({ pages: '9' })).rejects.toMatchObject({ code: 'bad-params' });
    const encrypted = corpusFile('encrypted-userpw-01.pdf');
    await expect(convert({}, encrypted)).rejects.toMatchObject({ code: 'encrypted' });
    await expect(convert({}, { ...encrypted, password: 'wrong' })).rejects.toMatchObject({ code: 'wrong-password' });
    const { files } = await convert({ format: 'png', dpi: '72' }, { ...encrypted, password: 'openpassword' });
    expect(files.map((image) => image.filename)).toEqual(['encrypted-userpw-01-page-1.png']);
  });
});
