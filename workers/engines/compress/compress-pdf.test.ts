import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { compressPdf } from './compress-pdf';
import { compressionLevels } from '../../../src/contract/compress-pdf';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { mupdfFacts, qpdfCheck } from '../../../test/readers/mupdf-checks';
import { collectJobNotices } from '../../runtime/job-notices';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';

const imageHeavy = ['large-jpeg-qa-document-6p.pdf', 'large-jpeg-scan-poster-300dpi.pdf', 'multipage-mixed-geotopo-117p.pdf'];
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('compressPdf', () => {
  describe.each(imageHeavy)('%s', (name) => {
    const sizes = new Map<string, number>();

    it.each(compressionLevels)('gives a valid file at level %s: opens in pdf.js and MuPDF, same pages, same text', async (level) => {
      const original = corpusFile(name);
      const originalTexts = (await pageTexts(original.bytes)).map(words);
      const result = await oneOutput(await compressPdf(jobOf(corpusFile(name), { level, grayscale: false })));
      expect(result.compressedSize).toBe(result.bytes.length);
      expect(result.compressedSize).toBeLessThanOrEqual(result.originalSize);
      expect((await pageTexts(result.bytes)).map(words)).toEqual(originalTexts);
      expect(mupdfFacts(result.bytes).pages).toBe(originalTexts.length);
      sizes.set(level, result.compressedSize);
    });

    it('orders the sizes low ≥ medium ≥ high ≥ extreme', () => {
      const ordered = compressionLevels.map((level) => sizes.get(level)!);
      expect(ordered.every(Number.isFinite)).toBe(true);
      expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    });
  });

  it('really shrinks the photo-heavy document, and medium is at most half of it', async () => {
    const result = (await oneOutput(await compressPdf(jobOf(corpusFile('large-jpeg-qa-document-6p.pdf'), { level: 'medium', grayscale: false }))));
    expect(result.keptOriginal).toBe(false);
    expect(result.compressedSize).toBeLessThan(result.originalSize / 2);
    expect(result.actions[0]).toMatchObject({ kind: 'images', total: 12, recompressed: expect.any(Number), targetDpi: 150, quality: 75 });
    expect(result.actions[0]).not.toMatchObject({ recompressed: 0 });
  });

  it('never returns a larger file: a small, tightly written text-only file comes back unchanged, and says so', async () => {
    const tight = await PDFDocument.create();
    tight.addPage().drawText('Nothing here to compress.');
    const original = { name: 'tight.pdf', bytes: await tight.save({ useObjectStreams: true }) };
    const result = (await oneOutput(await compressPdf(jobOf(original, { level: 'extreme', grayscale: false }))));
    expect(result.keptOriginal).toBe(true);
    expect(result.bytes).toEqual(original.bytes);
    expect(result.compressedSize).toBe(result.originalSize);
    expect(result.actions).toEqual([{ kind: 'kept-original', resultSize: expect.any(Number) }]);
  });

  it('takes the file as a Blob too (read whole under Node): the same result, and a kept original is that same Blob', async () => {
    const photos = corpusFile('large-jpeg-qa-document-6p.pdf');
    const fromBytes = (await oneOutput(await compressPdf(jobOf(photos, { level: 'medium', grayscale: false }))));
    const fromBlob = await oneOutput(await compressPdf({ files: [{ name: photos.name, data: new Blob([photos.bytes as BlobPart]) }], settings: { level: 'medium', grayscale: false } }));
    // Within a few bytes: each save writes a new file /ID, which the packed object streams compress a little differently.
    expect(Math.abs(fromBlob.compressedSize - fromBytes.compressedSize)).toBeLessThan(64);
    expect(fromBlob.originalSize).toBe(photos.bytes.length);
    const poster = corpusFile('large-jpeg-scan-poster-300dpi.pdf');
    const posterBlob = new Blob([poster.bytes as BlobPart]);
    const kept = await compressPdf({ files: [{ name: poster.name, data: posterBlob }], settings: { level: 'medium', grayscale: false } });
    expect(kept.facts).toMatchObject({ keptOriginal: true, originalSize: poster.bytes.length, compressedSize: poster.bytes.length });
    expect(kept.outputs[0].data).toBe(posterBlob);
  });

  it('re-encodes the poster’s JPEG at the strong levels (it is already below every target resolution)', async () => {
    const name = 'large-jpeg-scan-poster-300dpi.pdf';
    const medium = (await oneOutput(await compressPdf(jobOf(corpusFile(name), { level: 'medium', grayscale: false }))));
    const extreme = (await oneOutput(await compressPdf(jobOf(corpusFile(name), { level: 'extreme', grayscale: false }))));
    expect(medium.keptOriginal).toBe(true);
    expect(extreme.keptOriginal).toBe(false);
    expect(extreme.compressedSize).toBeLessThan(medium.compressedSize * 0.8);
  });

  it('keeps links, the outline and page labels', async () => {
    const name = 'multipage-mixed-geotopo-117p.pdf';
    const before = mupdfFacts(corpusFile(name).bytes);
    const after = mupdfFacts((await oneOutput(await compressPdf(jobOf(corpusFile(name), { level: 'extreme', grayscale: false })))).bytes);
    expect(before.links).toBe(509);
    expect(after.links).toBe(before.links);
    expect(after.outlineItems).toBe(before.outlineItems);
    expect(after.outlineItems).toBeGreaterThan(0);
    expect(after.labels).toEqual(before.labels);
    expect(after.labels[1]).toBe('ii');
  });

  it('keeps form fields and their values', async () => {
    const name = 'form-acroform-irs1040-prefilled.pdf';
    const result = (await oneOutput(await compressPdf(jobOf(corpusFile(name), { level: 'high', grayscale: false }))));
    const fields = (await PDFDocument.load(result.bytes)).getForm().getFields();
    const original = (await PDFDocument.load(corpusFile(name).bytes)).getForm().getFields();
    expect(fields.map((field) => field.getName())).toEqual(original.map((field) => field.getName()));
    const form = (await PDFDocument.load(result.bytes)).getForm();
    expect(form.getTextField('topmostSubform[0].Page2[0].p2-t124[0]').getText()).toBe('foobar');
  });

  it('turns images grey only when asked', async () => {
    const name = 'large-jpeg-qa-document-6p.pdf';
    const colour = (await oneOutput(await compressPdf(jobOf(corpusFile(name), { level: 'medium', grayscale: false }))));
    const grey = (await oneOutput(await compressPdf(jobOf(corpusFile(name), { level: 'medium', grayscale: true }))));
    expect(colour.actions[0]).toMatchObject({ kind: 'images', grayscale: false });
    expect(grey.actions[0]).toMatchObject({ kind: 'images', grayscale: true });
    expect(grey.compressedSize).toBeLessThan(colour.compressedSize);
  });

  it('reports progress, pages first, then images, then writing, ending at the total', async () => {
    const seen: Array<[number, number]> = [];
    (await oneOutput(await compressPdf(jobOf(corpusFile('large-jpeg-qa-document-6p.pdf'), { level: 'medium', grayscale: false }), (done, total) => seen.push([done, total]))));
    expect(seen.length).toBeGreaterThan(6 + 12);
    expect(seen.at(-1)![0]).toBe(seen.at(-1)![1]);
    // The bar only moves forward.
    const fractions = seen.map(([done, total]) => done / total);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('repairs a damaged file first and says so', async () => {
    const { value, notices } = await collectJobNotices(async () => oneOutput(await compressPdf(jobOf(corpusFile('truncated-tail-01.pdf'), { level: 'medium', grayscale: false }))));
    expect(value.pageCount).toBe(1);
    expect(notices).toEqual([{ kind: 'repaired', fileName: 'truncated-tail-01.pdf' }]);
  });

  it('returns the repaired file, not the damaged original, even when it is not smaller', async () => {
    const damaged = corpusFile('truncated-startxref-02.pdf');
    const result = (await oneOutput(await compressPdf(jobOf(damaged, { level: 'medium', grayscale: false }))));
    expect(result.keptOriginal).toBe(false);
    expect(result.bytes).not.toEqual(damaged.bytes);
    expect(qpdfCheck(result.bytes).status).toBe(0);
    expect(result.actions).toContainEqual({ kind: 'repaired-kept-larger' });
  });

  it('refuses an unknown level and a file that needs a password', async () => {
    await expect(compressPdf(jobOf(corpusFile('multipage-outline-links-4p.pdf'), { level: 'huge' as never, grayscale: false }))).rejects.toMatchObject({ code: 'bad-params' });
    await expect(compressPdf(jobOf(corpusFile('encrypted-userpw-01.pdf'), { level: 'medium', grayscale: false }))).rejects.toMatchObject({ code: 'encrypted' });
  });
});
