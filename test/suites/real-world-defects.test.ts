// The defects qpdf's test files brought out (test/suites/real-world-pdfs.test.ts), each on a small
// fixture made here (test/fixtures/real-world-defects.ts), through the engines that met it.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { EngineError } from '../../src/contract/errors';
import { defaultPageNumberSettings } from '../../src/contract/add-page-numbers';
import { defaultCompressSettings } from '../../src/contract/compress-pdf';
import { fileBytes } from '../../src/contract/named-file';
import { engineRun } from '../fixtures/fuzz/pdf-engine-runs';
import { jobOf, outputBytes } from '../fixtures/engine-job';
import { formWithoutResourcesPdf, noPagesPdf, pageListedTwicePdf, pageWithoutSizePdf, reusedObjectNumberPdf, untypedCatalogPdf, zeroWidthImagePdf } from '../fixtures/real-world-defects';
import { qpdfPages } from '../fixtures/real-world-pdfs';
import { popplerPageTexts, qpdfJson, qpdfRun } from '../readers/poppler-readers';
import { addPageNumbers } from '../../workers/engines/stamps/add-page-numbers';
import { compressPdf } from '../../workers/engines/compress/compress-pdf';
import { repairPdf } from '../../workers/engines/mupdf/repair-pdf';
import { validateSignatures } from '../../workers/engines/signatures/validate-signatures';
import { noSettings } from '../../src/contract/api-call';

const realWorld = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(new URL(`../real-world/qpdf/${name}`, import.meta.url))) });

describe('an object number freed and used again in an incremental update', () => {
  it.each(['save-bookmarks', 'attachments', 'sanitize', 'page-labels'])('%s (pdf-lib) writes a file qpdf reads, its information dictionary the newest one', async (name) => {
    const file = await reusedObjectNumberPdf();
    expect(qpdfRun(file.bytes, ['--check']).status).toBe(0);
    const [output] = await engineRun(name).run(file);
    expect(qpdfRun(output, ['--check']).status).toBe(0);
    expect(qpdfPages(output)).toBe(1);
  });
});

describe('a page listed twice in the page tree', () => {
  it('page numbers (pdf-lib) number two pages, each its own', async () => {
    const { outputs } = await addPageNumbers(jobOf(await pageListedTwicePdf(), defaultPageNumberSettings));
    const bytes = outputBytes(outputs[0]);
    expect(qpdfPages(bytes)).toBe(2);
    const [first, second] = popplerPageTexts(bytes);
    expect(first).toMatch(/\b1\b/);
    expect(first).not.toMatch(/\b2\b/);
    expect(second).toMatch(/\b2\b/);
  });

  it('page numbers number each page once when the page\'s contents are an array it points to', async () => {
    const { outputs } = await addPageNumbers(jobOf(await pageListedTwicePdf({ contentsElsewhere: true }), defaultPageNumberSettings));
    const bytes = outputBytes(outputs[0]);
    const json = qpdfJson(bytes);
    expect(new Set(json.pages.map(({ object }) => object)).size).toBe(2);
    // Each page's content streams: its own text and one number each, not both pages' numbers on one.
    const [first, second] = json.pages.map(({ object }) => {
      const contents = json.qpdf[1][`obj:${object}`].value!['/Contents'];
      const list = typeof contents === 'string' ? json.qpdf[1][`obj:${contents.replace(' R', '')}`].value : contents;
      return (Array.isArray(list) ? list : [list]) as string[];
    });
    // Shared, the one list held both pages' wrappers and numbers, each page drawing them all.
    expect(first).not.toEqual(second);
    for (const streams of [first, second]) expect(new Set(streams).size).toBe(streams.length);
  });

  it('compress (MuPDF) keeps both pages', async () => {
    const { outputs } = await compressPdf(jobOf(await pageListedTwicePdf(), defaultCompressSettings));
    expect(qpdfPages(await fileBytes(outputs[0]))).toBe(2);
    expect(outputs[0].pages).toBe(2);
  });
});

describe('a page with no size anywhere', () => {
  it.each(['page-numbers', 'compress', 'sign', 'pdfa'])('%s gives a one-page file qpdf reads', async (name) => {
    const [output] = await engineRun(name).run(await pageWithoutSizePdf());
    expect(qpdfRun(output, ['--check']).status).not.toBe(2);
    expect(qpdfPages(output)).toBe(1);
  }, 60_000);
});

describe('a document with no pages', () => {
  it.each(['split', 'compress', 'sign', 'pdfa'])('%s refuses it in those words', async (name) => {
    const file = await noPagesPdf();
    expect(qpdfRun(file.bytes, ['--check']).status).toBe(0);
    const refusal = await engineRun(name).run(file).then(() => undefined, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(EngineError);
    expect(refusal).toMatchObject({ code: 'corrupt', message: 'no-pages.pdf has no pages: there is nothing in it to work on.' });
  }, 60_000);
});

describe('a catalog without its type', () => {
  it.each(['split', 'page-numbers', 'merge', 'compress'])('%s reads it', async (name) => {
    const file = await untypedCatalogPdf();
    expect(qpdfRun(file.bytes, ['--check']).status).toBe(0);
    const outputs = await engineRun(name).run(file);
    expect(qpdfPages(outputs[0])).toBeGreaterThanOrEqual(1);
  });
});

describe('an image of no pixels', () => {
  it('extract images leaves it out and says the file has no images, rather than calling it damaged', async () => {
    const refusal = await engineRun('extract-images').run(await zeroWidthImagePdf()).then(() => undefined, (error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'bad-params', message: 'zero-width-image.pdf has no images.' });
  });
});

describe('a form XObject without resources of its own', () => {
  it('compress (MuPDF) reads past it', async () => {
    const { outputs } = await compressPdf(jobOf(await formWithoutResourcesPdf(), defaultCompressSettings));
    expect(qpdfRun(await fileBytes(outputs[0]), ['--check']).status).toBe(0);
  });
});

describe('a file MuPDF refuses and pdf-lib reads (qpdf\'s object-stream-self-ref.pdf)', () => {
  it.each(['repair', 'pdfa'])('%s opens it through pdf-lib, as repaired', async (name) => {
    const file = realWorld('object-stream-self-ref.pdf');
    const [output] = name === 'repair' ? (await repairPdf(jobOf(file, noSettings))).outputs.map(outputBytes) : await engineRun(name).run(file);
    expect(qpdfPages(output)).toBe(1);
  }, 60_000);
});

describe('a file whose pages MuPDF cannot all reach and pdf-lib can (qpdf\'s xref-compressed-in-compressed.pdf)', () => {
  it.each(['compress', 'pdfa'])('%s keeps all 30 pages qpdf counts', async (name) => {
    const file = realWorld('xref-compressed-in-compressed.pdf');
    expect(qpdfPages(file.bytes)).toBe(30);
    const [output] = await engineRun(name).run(file);
    expect(qpdfPages(output)).toBe(30);
  }, 60_000);
});

describe('the validator on a file pdf-lib cannot read (qpdf\'s filter-abbreviation.pdf)', () => {
  it('finds no signature, since no byte range is anywhere in it, rather than calling it damaged', async () => {
    const { facts } = await validateSignatures(jobOf(realWorld('filter-abbreviation.pdf'), { trusted: [] }));
    expect(facts.signatures).toEqual([]);
  });
});
