import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { corpusDir, corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { readPng } from '../../../test/readers/png-alpha';
import { extractImages } from './extract-images';

/** pdfimages' files for a corpus PDF (`-j`: JPEGs as stored, the rest as PNG), by pdfimages' number. */
function pdfimages(name: string, path = corpusDir + name): Map<number, Buffer> {
  const folder = mkdtempSync(join(tmpdir(), 'pdfimages-'));
  execFileSync('pdfimages', ['-j', '-png', path, join(folder, 'i')]);
  return new Map(readdirSync(folder).map((file) => [Number(/i-(\d+)\./.exec(file)![1]), readFileSync(join(folder, file))]));
}

describe('extracting images', () => {
  it('gives JPEGs byte for byte as pdfimages -j does, and masked images as PNG with the mask as alpha', async () => {
    const name = 'large-jpeg-qa-document-6p.pdf';
    const { outputs, facts } = await extractImages(jobOf(corpusFile(name), { minSize: 16 }));
    const reference = pdfimages(name);
    const byName = new Map(outputs.map((output) => [output.name, Buffer.from(outputBytes(output))]));
    // pdfimages numbers images and their masks in drawing order: 0 is the page-1 photo, 1 and 2 an icon and its mask.
    expect(byName.get('large-jpeg-qa-document-6p-page-1-image-1.jpg')!.equals(reference.get(0)!)).toBe(true);
    const icon = readPng(byName.get('large-jpeg-qa-document-6p-page-1-image-2.png')!);
    const colour = readPng(reference.get(1)!);
    const mask = readPng(reference.get(2)!);
    expect([icon.width, icon.height]).toEqual([34, 75]);
    for (let pixel = 0; pixel < icon.width * icon.height; pixel += 1) {
      expect(icon.data[pixel * 4 + 3]).toBe(mask.data[pixel * 4]);
      // Colour where it shows (premultiplied on the way, so within rounding).
      if (mask.data[pixel * 4] === 255) expect(Math.abs(icon.data[pixel * 4] - colour.data[pixel * 4])).toBeLessThanOrEqual(1);
    }
    expect(facts.saved).toBe(outputs.length);
    const listed = execFileSync('pdfimages', ['-list', corpusDir + name], { encoding: 'utf8' }).split('\n').filter((line) => / image /.test(line));
    expect(facts.saved + facts.duplicates + facts.tooSmall).toBeLessThanOrEqual(listed.length);
  });

  it('saves an image drawn on several pages once, and leaves out images under the size', async () => {
    const file = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const all = await extractImages(jobOf(file, { minSize: 0 }));
    expect(all.facts.duplicates).toBeGreaterThan(0);
    const names = all.outputs.map((output) => output.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toMatch(/^multipage-text-tracemonkey-14p-page-\d+-image-1\.png$/);
    const large = await extractImages(jobOf(file, { minSize: 50 }));
    expect(large.outputs.length).toBeLessThan(all.outputs.length);
    expect(large.facts.tooSmall).toBeGreaterThan(0);
  });

  it('saves inline images too: qpdf’s page of 2,867 inline glyph pictures, each counted once', async () => {
    const name = 'qpdf-inline-images.pdf';
    const { outputs, facts } = await extractImages(jobOf(corpusFile(name), { minSize: 0 }));
    const listed = execFileSync('pdfimages', ['-list', corpusDir + name], { encoding: 'utf8' }).split('\n').filter((line) => / image /.test(line));
    expect(listed.filter((line) => line.includes('[inline]'))).toHaveLength(2867);
    expect(facts.saved + facts.duplicates).toBe(listed.length);
    expect(facts.duplicates).toBeGreaterThan(0);
    // Each picture, pixel for pixel, is one of pdfimages' decodes of the file qpdf rewrites with every
    // inline image as an object (poppler cannot decode most of them inline).
    const externalized = join(mkdtempSync(join(tmpdir(), 'inline-')), 'objects.pdf');
    execFileSync('qpdf', ['--externalize-inline-images', '--ii-min-bytes=0', corpusDir + name, externalized]);
    const theirs = new Set([...pdfimages(name, externalized).values()].map((png) => readPng(png).data.toString('base64')));
    const ours = outputs.map((output) => readPng(Buffer.from(outputBytes(output))).data.toString('base64'));
    expect(ours.filter((pixels) => !theirs.has(pixels))).toEqual([]);
  });

  it('gives an inline JPEG byte for byte', async () => {
    const jpeg = execFileSync('convert', ['-size', '40x30', 'gradient:red-blue', 'jpg:-']);
    const document = await PDFDocument.create();
    const page = document.addPage([200, 200]);
    const content = Buffer.concat([Buffer.from('q 40 0 0 30 10 10 cm BI /W 40 /H 30 /CS /RGB /BPC 8 /F /DCT ID '), jpeg, Buffer.from('\nEI Q')]);
    page.node.set(PDFName.of('Contents'), document.context.register(document.context.stream(content)));
    const { outputs } = await extractImages(jobOf({ name: 'inline.pdf', bytes: await document.save() }, { minSize: 16 }));
    expect(outputs.map((output) => output.name)).toEqual(['inline-page-1-image-1.jpg']);
    expect(Buffer.from(outputBytes(outputs[0])).equals(jpeg)).toBe(true);
  });

  it('looks up an inline image’s named colour space in the page’s resources', async () => {
    const name = 'qpdf-inline-image-colorspace-lookup.pdf';
    const { outputs } = await extractImages(jobOf(corpusFile(name), { minSize: 16 }));
    expect(outputs.map((output) => output.name)).toEqual(['qpdf-inline-image-colorspace-lookup-page-1-image-1.png']);
    const ours = readPng(Buffer.from(outputBytes(outputs[0])));
    const theirs = readPng(pdfimages(name).get(0)!);
    expect([ours.width, ours.height]).toEqual([67, 47]);
    // Index 1 of the resource's palette is grey 254, which pdfimages leaves as white; the shape is the same.
    const dark = (png: typeof ours) => Array.from({ length: png.width * png.height }, (_, pixel) => png.data[pixel * 4] < 128);
    expect(dark(ours)).toEqual(dark(theirs));
    expect(ours.data.includes(254)).toBe(true);
  });

  it('says so when a file has no images', async () => {
    await expect(extractImages(jobOf(corpusFile('multipage-outline-links-4p.pdf'), { minSize: 16 })))
      .rejects.toMatchObject({ code: 'bad-params', message: expect.stringContaining('has no images') });
  });
});
