import { describe, expect, it } from 'vitest';
import * as mupdf from 'mupdf';
import { optimizePdf } from './optimize-pdf';
import { defaultCustomSettings } from '../../../src/contract/optimize-pdf';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { mupdfFacts, qpdfCheck } from '../../../test/readers/mupdf-checks';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';

const custom = (change: Partial<typeof defaultCustomSettings>) => ({ ...defaultCustomSettings, ...change });

/** The outline test file with two comments added, so there is something to remove. */
function withComments(): { name: string; bytes: Uint8Array } {
  const doc = new mupdf.PDFDocument(corpusFile('multipage-outline-links-4p.pdf').bytes);
  const page = doc.loadPage(0);
  for (const type of ['Text', 'Square'] as const) {
    const annotation = page.createAnnotation(type);
    annotation.setRect([100, 100, 200, 200]);
    annotation.setContents('A reviewer’s note');
    annotation.update();
  }
  return { name: 'commented.pdf', bytes: doc.saveToBuffer('').asUint8Array().slice() };
}

describe('optimizePdf', () => {
  it('web: a smaller file with every page and its text, handed on for fast web view (the linearize worker\'s, mocks/fast-web-view.ts)', async () => {
    const name = 'multipage-text-tracemonkey-14p.pdf';
    const result = (await oneOutput(await optimizePdf(jobOf(corpusFile(name), { level: 'web', custom: defaultCustomSettings }))));
    expect(await pageTexts(result.bytes)).toEqual(await pageTexts(corpusFile(name).bytes));
    expect(result.actions.map((action) => action.kind)).not.toContain('linearized');
    expect(result.compressedSize).toBeLessThan(result.originalSize);
  });

  it.each(['print', 'archive'] as const)('%s: a valid, smaller file that reports what was done', async (level) => {
    const result = await oneOutput(await optimizePdf(jobOf(corpusFile('large-jpeg-qa-document-6p.pdf'), { level, custom: defaultCustomSettings })));
    expect(mupdfFacts(result.bytes).pages).toBe(6);
    expect(result.compressedSize).toBeLessThan(result.originalSize);
    expect(result.actions).toContainEqual({ kind: 'fonts-subset', fonts: expect.any(Number) });
    expect(result.actions.find((action) => action.kind === 'fonts-subset')).not.toMatchObject({ fonts: 0 });
    expect(qpdfCheck(result.bytes, '--check-linearization').output).toMatch(/not linearized/);
  });

  it('archive is smaller than print on the photo document', async () => {
    const print = (await oneOutput(await optimizePdf(jobOf(corpusFile('large-jpeg-qa-document-6p.pdf'), { level: 'print', custom: defaultCustomSettings }))));
    const archive = (await oneOutput(await optimizePdf(jobOf(corpusFile('large-jpeg-qa-document-6p.pdf'), { level: 'archive', custom: defaultCustomSettings }))));
    expect(archive.compressedSize).toBeLessThan(print.compressedSize);
  });

  it('custom, remove metadata: document information and XMP are gone', async () => {
    const name = 'form-acroform-irs1040-prefilled.pdf';
    expect(mupdfFacts(corpusFile(name).bytes)).toMatchObject({ hasInfo: true, hasXmp: true });
    const result = (await oneOutput(await optimizePdf(jobOf(corpusFile(name), { level: 'custom', custom: custom({ metadata: true }) }))));
    expect(mupdfFacts(result.bytes)).toMatchObject({ hasInfo: false, hasXmp: false });
    expect(result.actions).toContainEqual({ kind: 'metadata-removed', info: true, xmp: true });
  });

  it('custom, metadata kept when the toggle is off', async () => {
    const result = (await oneOutput(await optimizePdf(jobOf(corpusFile('form-acroform-irs1040-prefilled.pdf'), { level: 'custom', custom: custom({ metadata: false }) }))));
    expect(mupdfFacts(result.bytes)).toMatchObject({ hasInfo: true, hasXmp: true });
  });

  it('custom, remove annotations: comments go, links stay', async () => {
    const file = withComments();
    expect(mupdfFacts(file.bytes)).toMatchObject({ annotations: 2, links: 9 });
    const removed = (await oneOutput(await optimizePdf(jobOf(file, { level: 'custom', custom: custom({ annotations: true }) }))));
    expect(mupdfFacts(removed.bytes)).toMatchObject({ annotations: 0, links: 9 });
    expect(removed.actions).toContainEqual({ kind: 'annotations-removed', count: 2 });
    const kept = (await oneOutput(await optimizePdf(jobOf(withComments(), { level: 'custom', custom: custom({ annotations: false }) }))));
    expect(mupdfFacts(kept.bytes).annotations).toBe(2);
  });

  it('custom, images off: images are left exactly as they were', async () => {
    const result = (await oneOutput(await optimizePdf(jobOf(corpusFile('large-jpeg-qa-document-6p.pdf'), { level: 'custom', custom: custom({ images: false }) }))));
    expect(result.actions.map((action) => action.kind)).not.toContain('images');
    const withImages = (await oneOutput(await optimizePdf(jobOf(corpusFile('large-jpeg-qa-document-6p.pdf'), { level: 'custom', custom: custom({ images: true, quality: 40 }) }))));
    expect(withImages.compressedSize).toBeLessThan(result.compressedSize);
  });

  it('refuses a quality outside 10–100 in steps of 5, and an unknown level', async () => {
    const file = corpusFile('multipage-outline-links-4p.pdf');
    await expect(optimizePdf(jobOf(file, { level: 'custom', custom: custom({ quality: 7 }) }))).rejects.toMatchObject({ code: 'bad-params' });
    await expect(optimizePdf(jobOf(file, { level: 'custom', custom: custom({ quality: 72 }) }))).rejects.toMatchObject({ code: 'bad-params' });
    await expect(optimizePdf(jobOf(file, { level: 'tiny' as never, custom: defaultCustomSettings }))).rejects.toMatchObject({ code: 'bad-params' });
  });
});
