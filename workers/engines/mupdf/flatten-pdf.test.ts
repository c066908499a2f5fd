import { execFileSync } from 'node:child_process';
import * as mupdf from 'mupdf';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { popplerText } from '../../../test/readers/poppler-readers';
import { scratchFile } from '../../../test/readers/ocr-checks';
import { defaultFlattenSettings, type FlattenSettings } from '../../../src/contract/flatten-pdf';
import { flattenPdf } from './flatten-pdf';

const form = corpusFile('form-acroform-irs1040-prefilled.pdf');
const outline = corpusFile('multipage-outline-links-4p.pdf');

const flatten = async (file: { name: string; bytes: Uint8Array }, changes: Partial<FlattenSettings>) =>
  oneOutput(await flattenPdf(jobOf(file, { ...defaultFlattenSettings, ...changes })));

/** Every annotation subtype on every page, as pdf-lib reads the file. */
async function annotationTypes(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().flatMap((page) => {
    const annotations = page.node.Annots();
    return annotations ? annotations.asArray().map((ref) => String(document.context.lookup(ref, PDFDict).get(PDFName.of('Subtype')))) : [];
  });
}

/** The link-annotated corpus file with a free-text comment added on page 1. */
function withComment(): { name: string; bytes: Uint8Array } {
  const doc = new mupdf.PDFDocument(outline.bytes);
  const page = doc.loadPage(0);
  const note = page.createAnnotation('FreeText');
  note.setRect([72, 600, 300, 640]);
  note.setContents('Burned in comment');
  note.update();
  const buffer = doc.saveToBuffer('');
  const bytes = buffer.asUint8Array().slice();
  doc.destroy();
  return { name: 'commented.pdf', bytes };
}

describe('flattening', () => {
  it('draws form fields into the page: no fields are left, and their values are page text', async () => {
    // pdf.js reads a page's own text, not its fields' (poppler reads both).
    expect((await pageTexts(form.bytes))[1]).not.toContain('foobar');
    const output = await flatten(form, { what: 'forms' });
    expect(output).toMatchObject({ fields: 242, annotations: 0, pageCount: 2, name: 'form-acroform-irs1040-prefilled-flattened.pdf' });
    expect(await annotationTypes(output.bytes)).not.toContain('/Widget');
    expect((await pageTexts(output.bytes))[1]).toContain('foobar');
    const info = execFileSync('pdfinfo', [scratchFile('flat.pdf', output.bytes)], { encoding: 'utf8' });
    expect(info).toMatch(/Form:\s+none/);
  });

  it('burns comments in and keeps links as links', async () => {
    const source = withComment();
    expect(await annotationTypes(source.bytes)).toContain('/FreeText');
    const output = await flatten(source, { what: 'annotations' });
    const types = await annotationTypes(output.bytes);
    expect(types).not.toContain('/FreeText');
    expect(types.filter((type) => type === '/Link').length).toBe((await annotationTypes(outline.bytes)).filter((type) => type === '/Link').length);
    expect((await pageTexts(source.bytes))[0]).not.toContain('Burned in comment');
    expect((await pageTexts(output.bytes))[0]).toContain('Burned in comment');
  });

  it('turns every page into a picture of itself, at the page size', async () => {
    const output = await flatten(outline, { what: 'image', dpi: 72 });
    expect(output.pageCount).toBe(4);
    expect(popplerText(output.bytes, 1).trim()).toBe('');
    const source = execFileSync('pdfinfo', [scratchFile('source.pdf', outline.bytes)], { encoding: 'utf8' }).match(/Page size:.*/)![0];
    expect(execFileSync('pdfinfo', [scratchFile('pictures.pdf', output.bytes)], { encoding: 'utf8' })).toContain(source);
    const images = execFileSync('pdfimages', ['-list', scratchFile('pictures.pdf', output.bytes)], { encoding: 'utf8' });
    expect(images.split('\n').filter((line) => / jpeg /.test(line))).toHaveLength(4);
  });
});
