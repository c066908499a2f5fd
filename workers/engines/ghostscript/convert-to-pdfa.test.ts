import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFDocument, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { popplerText, scratchFile } from '../../../test/readers/ocr-checks';
import { fontsEmbedded, interactiveParts, isEncrypted, outputIntents, pdfaIdentification } from '../../../test/readers/pdfa-checks';
import { PDFA_LEVELS, type PdfaLevel } from '../../../src/contract/pdf-to-pdfa';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { mupdfFacts } from '../../../test/readers/mupdf-checks';
import { convertToPdfa } from './convert-to-pdfa';

type TestFile = Parameters<typeof jobOf>[0];

/** One conversion as the assertions read it: the changes, the PDF/A bytes, its name and pages. */
const convert = async (file: TestFile, level: PdfaLevel) => oneOutput(await convertToPdfa(jobOf(file, { level })));

// The corpus form names three of its fonts without embedding them (PDF/A must embed them); it is
// the 2b case. 1b and 3b run on a small page made here in Helvetica and Times, neither embedded.
const cases = {
  '2b': { file: corpusFile('form-acroform-irs1040-prefilled.pdf'), fonts: 3, pages: 2 },
  '1b': { file: { name: 'letter.pdf', bytes: await letterPdf() }, fonts: 2, pages: 1 },
  '3b': { file: { name: 'letter.pdf', bytes: await letterPdf() }, fonts: 2, pages: 1 },
};

async function letterPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([420, 300]);
  page.drawText('Archived letter', { x: 40, y: 240, size: 20, font: await doc.embedFont(StandardFonts.HelveticaBold) });
  page.drawText('Kept for the long term.', { x: 40, y: 200, size: 12, font: await doc.embedFont(StandardFonts.TimesRoman) });
  return doc.save();
}

describe.each(PDFA_LEVELS)('convertToPdfa to PDF/A-%s', (level) => {
  it('declares the level in XMP, has an sRGB output intent with its ICC profile, embeds every font, is not encrypted', async () => {
    const { file, fonts: notEmbedded, pages } = cases[level];
    expect(fontsEmbedded(scratchFile('input.pdf', file.bytes)).filter((font) => !font.embedded)).toHaveLength(notEmbedded);
    const result = await convert(file, level);
    expect(result.name).toBe(`${file.name.replace(/\.pdf$/, '')}-pdfa-${level}.pdf`);
    const path = scratchFile(`form-pdfa-${level}.pdf`, result.bytes);
    expect(pdfaIdentification(path)).toEqual({ part: level[0], conformance: 'B' });
    expect(outputIntents(path)).toEqual([{ subtype: '/GTS_PDFA1', profileComponents: 3, profileLength: expect.any(Number) }]);
    expect(outputIntents(path)[0].profileLength).toBeGreaterThan(500);
    const fonts = fontsEmbedded(path);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
    expect(isEncrypted(path)).toBe(false);
    expect(result.pageCount).toBe(pages);
    expect(result.changes).toContainEqual({ kind: 'fonts-embedded', count: notEmbedded });
    expect(result.changes).toContainEqual({ kind: 'metadata-written', part: Number(level[0]), conformance: 'B' });
  });
});

describe('convertToPdfa on locked and damaged files', () => {
  it('asks for the password of an encrypted file, refuses a wrong one, and converts with the right one', async () => {
    const locked = corpusFile('encrypted-userpw-01.pdf');
    await expect(convert(locked, '2b')).rejects.toMatchObject({ code: 'encrypted', fileIndexes: [0] });
    await expect(convert({ ...locked, password: 'nope' }, '2b')).rejects.toMatchObject({ code: 'wrong-password' });
    // The password comes with the file, as the file card gave it.
    const result = await convert({ ...locked, password: 'openpassword' }, '2b');
    const path = scratchFile('unlocked-pdfa.pdf', result.bytes);
    expect(isEncrypted(path)).toBe(false);
    expect(pdfaIdentification(path)).toEqual({ part: '2', conformance: 'B' });
    expect(result.changes).toContainEqual({ kind: 'encryption-removed' });
  });

  it('refuses an unknown level as bad settings', async () => {
    await expect(convertToPdfa(jobOf(cases['1b'].file, { level: '4u' as PdfaLevel }))).rejects.toMatchObject({ code: 'bad-params', message: 'PDF/A level must be one of: 1b, 2b, 3b.' });
  });

  it('names the file when Ghostscript cannot write it (a page without a size), as a coded error, not an engine failure', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([0, 0]).drawText('No room for me');
    const file = { name: 'no-size.pdf', bytes: await doc.save() };
    // MuPDF opens it (the check before Ghostscript passes); Ghostscript gives up on the empty page box.
    expect(mupdfFacts(file.bytes).pages).toBe(1);
    await expect(convert(file, '2b')).rejects.toMatchObject({
      code: 'corrupt', fileIndexes: [0], message: 'no-size.pdf could not be converted to PDF/A: Ghostscript could not read part of it (a page, a font or an image may be damaged).',
    });
  });

  it('repairs a damaged file first', async () => {
    const result = await convert(corpusFile('broken-xref-01.pdf'), '2b');
    expect(result.pageCount).toBe(3);
    expect(result.changes[0]).toEqual({ kind: 'repaired' });
  });
});

describe('convertToPdfa says what PDF/A did not keep', () => {
  // A filled-in form with three fields, a web link, a printing sticky note and a hidden square
  // comment: what Ghostscript flattens or drops, said in the changes as counted by qpdf.
  async function interactivePdf(): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    const page = doc.addPage([420, 300]);
    const form = doc.getForm();
    const name = form.createTextField('name');
    name.setText('Ada Lovelace');
    name.addToPage(page, { x: 40, y: 220, width: 200, height: 24 });
    const city = form.createTextField('city');
    city.setText('London');
    city.addToPage(page, { x: 40, y: 180, width: 200, height: 24 });
    const member = form.createCheckBox('member');
    member.check();
    member.addToPage(page, { x: 40, y: 140, width: 16, height: 16 });
    const annotation = (entries: Record<string, unknown>) => doc.context.register(doc.context.obj({ Type: 'Annot', ...entries }));
    page.node.addAnnot(annotation({ Subtype: 'Link', Rect: [40, 40, 200, 60], A: { S: 'URI', URI: PDFString.of('https://example.org/') } }));
    page.node.addAnnot(annotation({ Subtype: 'Text', Rect: [300, 240, 320, 260], F: 4, Contents: PDFString.of('Checked by Charles') }));
    page.node.addAnnot(annotation({ Subtype: 'Square', Rect: [300, 40, 380, 100], F: 2 }));
    return doc.save();
  }

  it('counts the form fields flattened into the page, the links and the comments removed', async () => {
    const bytes = await interactivePdf();
    const before = interactiveParts(scratchFile('interactive.pdf', bytes));
    expect(before).toEqual({ formFields: 3, annotations: ['Widget', 'Widget', 'Widget', 'Link', 'Text', 'Square'] });

    const result = await convert({ name: 'interactive.pdf', bytes }, '2b');
    const path = scratchFile('interactive-pdfa.pdf', result.bytes);
    const after = interactiveParts(path);
    // Ghostscript keeps the printing note, and drops the link and the hidden square.
    expect(after).toEqual({ formFields: 0, annotations: ['Text'] });
    expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/Form:\s+none/);
    // Flattened, not lost: the values are now the page's own text.
    expect(popplerText(path)).toMatch(/Ada Lovelace[\s\S]*London/);
    expect(result.changes).toContainEqual({ kind: 'form-fields-flattened', count: 3 });
    expect(result.changes).toContainEqual({ kind: 'links-removed', count: 1 });
    expect(result.changes).toContainEqual({ kind: 'comments-removed', count: 1 });
  });

  it('says nothing of forms, links or comments for a file that has none', async () => {
    const result = await convert(cases['1b'].file, '2b');
    expect(result.changes.filter((change) => ['form-fields-flattened', 'links-removed', 'comments-removed'].includes(change.kind))).toEqual([]);
  });
});

describe('convertToPdfa on a searchable scan', () => {
  it('keeps the invisible text layer OCR laid over the page image (tesseract’s own PDF, not made by Folio)', async () => {
    // Native tesseract (a CI package) reads the corpus page and writes its PDF: the image with invisible text over it.
    const folder = dirname(scratchFile('page.png', corpusFile('ocr-phototest.png').bytes));
    execFileSync('tesseract', [join(folder, 'page.png'), join(folder, 'searchable'), 'pdf'], { stdio: 'ignore' });
    const bytes = new Uint8Array(readFileSync(join(folder, 'searchable.pdf')));
    const before = popplerText(join(folder, 'searchable.pdf')).split(/\s+/).filter(Boolean);
    expect(before.length).toBeGreaterThan(50);
    const result = await convert({ name: 'searchable.pdf', bytes }, '2b');
    const path = scratchFile('searchable-pdfa.pdf', result.bytes);
    expect(pdfaIdentification(path)).toEqual({ part: '2', conformance: 'B' });
    expect(popplerText(path).split(/\s+/).filter(Boolean)).toEqual(before);
    // Still a scan: the text stays invisible, the page image is still there.
    expect(execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(3);
  });
});
