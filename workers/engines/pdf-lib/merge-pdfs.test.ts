import { describe, expect, it } from 'vitest';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef } from 'pdf-lib';
import { mergePdfs } from './merge-pdfs';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { EngineError } from '../../../src/contract/errors';
import { collectJobNotices } from '../../runtime/job-notices';
import { outlineFixtureBytes } from '../../../test/fixtures/outline-fixture';
import { outlineLines, qpdfOutline } from '../../../test/readers/qpdf-outline';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { noSettings } from '../../../src/contract/api-call';

const outline4 = 'multipage-outline-links-4p.pdf';
const tracemonkey = 'multipage-text-tracemonkey-14p.pdf';
const form = 'form-acroform-irs1040-prefilled.pdf';

async function outlineTitles(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const outlines = document.catalog.lookup(PDFName.of('Outlines'), PDFDict);
  const titles: string[] = [];
  for (let item = outlines.lookupMaybe(PDFName.of('First'), PDFDict); item; item = item.lookupMaybe(PDFName.of('Next'), PDFDict)) {
    titles.push((item.lookup(PDFName.of('Title')) as PDFHexString).decodeText());
  }
  return titles;
}

describe('mergePdfs', () => {
  it('gives a page count that is the sum of the inputs, with text in file order', async () => {
    const files = [corpusFile(outline4), corpusFile(tracemonkey), corpusFile(form)];
    const [a, b, c] = await Promise.all(files.map((file) => pageTexts(file.bytes)));
    const merged = await mergePdfs(jobOf(files, noSettings));

    expect(merged.outputs[0].pages).toBe(4 + 14 + 2);
    const texts = await pageTexts(outputBytes(merged.outputs[0]));
    expect(texts).toHaveLength(20);
    expect(texts.slice(0, 4)).toEqual(a);
    expect(texts.slice(4, 18)).toEqual(b);
    expect(texts.slice(18)).toEqual(c);
  });

  it('follows the order it is given, not the order files were added', async () => {
    const merged = await mergePdfs(jobOf([corpusFile(tracemonkey), corpusFile(outline4)], noSettings));
    const texts = await pageTexts(outputBytes(merged.outputs[0]));
    expect(texts[0]).toContain('Trace-based Just-in-Time');
    expect(texts[14]).toEqual((await pageTexts(corpusFile(outline4).bytes))[0]);
  });

  it('adds one outline entry per source file, named after the file', async () => {
    const merged = await mergePdfs(jobOf([corpusFile(outline4), corpusFile(tracemonkey)], noSettings));
    expect(await outlineTitles(outputBytes(merged.outputs[0]))).toEqual(['multipage-outline-links-4p', 'multipage-text-tracemonkey-14p']);
  });

  it('puts each file’s own bookmarks under its entry, nested as before and leading to the pages’ merged places', async () => {
    const bookmarked = { name: 'bookmarked.pdf', bytes: await outlineFixtureBytes() };
    const merged = await mergePdfs(jobOf([bookmarked, corpusFile(outline4)], noSettings));
    const bookmarks = qpdfOutline(outputBytes(merged.outputs[0]));
    expect(outlineLines(bookmarks)).toEqual([
      'bookmarked → 1',
      '  Part One → 1', '    Section 1 → 1', '    Section 2 → 2',
      '  Part Two → 3', '    Section 3 → 3', '    Section 4 → 4', '      Section 4.1 → 5',
      '  Reading → -', '    Appendix → 6', '    Website → -',
      'multipage-outline-links-4p → 7',
      ...['Foo → 8', 'Bar → 8', 'Baz → 8', 'Foo → 8', 'Bar → 9', 'Baz → 9', 'Foo → 9', 'Bar → 10', 'Baz → 10'].map((line) => `  ${line}`),
    ]);
    // Files open collapsed; inside, each bookmark keeps its own open or closed state.
    expect(bookmarks.map((entry) => entry.open)).toEqual([false, false]);
    expect(bookmarks[0].children.map((entry) => entry.open)).toEqual([true, false, true]);
  });

  it('keeps link annotations pointing at pages of the merged document, without duplicate pages', async () => {
    const merged = await mergePdfs(jobOf([corpusFile(tracemonkey), corpusFile(outline4)], noSettings));
    const document = await PDFDocument.load(outputBytes(merged.outputs[0]));
    const pageRefs = new Set(document.getPages().map((page) => page.ref.toString()));
    let internalLinks = 0;
    for (const page of document.getPages()) {
      const annots = page.node.Annots();
      for (let index = 0; index < (annots?.size() ?? 0); index += 1) {
        const annot = annots!.lookup(index, PDFDict);
        const action = annot.lookupMaybe(PDFName.of('A'), PDFDict);
        const dest = annot.lookupMaybe(PDFName.of('Dest'), PDFArray) ?? action?.lookupMaybe(PDFName.of('D'), PDFArray);
        const target = dest?.get(0);
        if (target instanceof PDFRef) {
          internalLinks += 1;
          expect(pageRefs.has(target.toString())).toBe(true);
        }
      }
    }
    expect(internalLinks).toBeGreaterThan(0);
    // No invisible copies of pages: every page object in the file is in the page tree.
    const pageObjects = document.context.enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.lookup(PDFName.of('Type')) === PDFName.of('Page'));
    expect(pageObjects).toHaveLength(document.getPageCount());
  });

  it('keeps page sizes and rotations', async () => {
    const inputs = [corpusFile('large-jpeg-scan-poster-300dpi.pdf'), corpusFile(tracemonkey)];
    const merged = await PDFDocument.load(outputBytes((await mergePdfs(jobOf(inputs, noSettings))).outputs[0]));
    const expected = (await Promise.all(inputs.map((file) => PDFDocument.load(file.bytes))))
      .flatMap((document) => document.getPages())
      .map((page) => [page.getSize(), page.getRotation().angle]);
    expect(merged.getPages().map((page) => [page.getSize(), page.getRotation().angle])).toEqual(expected);
  });

  it('keeps form fields, renaming those of a second copy of the same form', async () => {
    const merged = await PDFDocument.load(outputBytes((await mergePdfs(jobOf([corpusFile(form), corpusFile(form)], noSettings))).outputs[0]));
    const names = merged.getForm().getFields().map((field) => field.getName());
    const single = (await PDFDocument.load(corpusFile(form).bytes)).getForm().getFields().length;
    expect(names).toHaveLength(single * 2);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses an encrypted file with an error naming it', async () => {
    const files = [corpusFile(outline4), corpusFile('encrypted-userpw-01.pdf')];
    await expect(mergePdfs(jobOf(files, noSettings))).rejects.toMatchObject({
      code: 'encrypted',
      fileIndex: 1,
      message: expect.stringContaining('encrypted-userpw-01.pdf'),
    });
  });

  it('repairs a damaged file first (safety net) and says so in a notice', async () => {
    const files = [corpusFile('broken-xref-01.pdf'), corpusFile(outline4)];
    const { value, notices } = await collectJobNotices(() => mergePdfs(jobOf(files, noSettings)));
    expect(value.outputs[0].pages).toBe(3 + 4);
    expect(notices).toEqual([{ kind: 'repaired', fileName: 'broken-xref-01.pdf' }]);
    expect((await pageTexts(outputBytes(value.outputs[0])))[3]).toContain('Foo');
  });

  it.each(['broken-offsets-01.pdf', 'truncated-tail-01.pdf', 'truncated-startxref-02.pdf'])('repairs %s before merging', async (name) => {
    const { value, notices } = await collectJobNotices(() => mergePdfs(jobOf([corpusFile(name), corpusFile(outline4)], noSettings)));
    expect(value.outputs[0].pages).toBe(1 + 4);
    expect(notices).toEqual([{ kind: 'repaired', fileName: name }]);
  });

  it('merges healthy files without a notice', async () => {
    const { notices } = await collectJobNotices(() => mergePdfs(jobOf([corpusFile(outline4), corpusFile(tracemonkey)], noSettings)));
    expect(notices).toEqual([]);
  });

  it('refuses a file beyond repair with an error that suggests Repair', async () => {
    const garbage = { name: 'garbage.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all\n%%EOF') };
    const error = await mergePdfs(jobOf([garbage, corpusFile(outline4)], noSettings)).catch((caught) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'corrupt', fileIndex: 0 });
    expect(error.message).toMatch(/garbage\.pdf.*Repair/);
  });

  it('names every file it cannot read in one error, in the order given, not only the first', async () => {
    const garbage = { name: 'garbage.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all\n%%EOF') };
    const tracemonkeyBytes = corpusFile(tracemonkey).bytes;
    // Cut as an interrupted download leaves a file: the first 60 %, no page tree, no trailer.
    const cut = { name: 'cut.pdf', bytes: tracemonkeyBytes.slice(0, Math.round(tracemonkeyBytes.length * 0.6)) };
    const locked = corpusFile('encrypted-userpw-01.pdf');
    const error = await mergePdfs(jobOf([corpusFile(outline4), garbage, corpusFile(form), cut, locked], noSettings)).catch((caught) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'corrupt', fileIndex: 1, fileIndexes: [1, 3, 4] });
    expect(error.message).toBe('garbage.pdf and cut.pdf are damaged and could not be read. Try Repair PDF first. '
      + 'encrypted-userpw-01.pdf is encrypted: it needs its password to open. Enter the password for it, then try again.');
  });

  it('asks for at least two files', async () => {
    await expect(mergePdfs(jobOf([corpusFile(outline4)], noSettings))).rejects.toMatchObject({ code: 'bad-params' });
  });

  it('reports progress page by page, then once more when the file is written', async () => {
    const seen: Array<[number, number]> = [];
    await mergePdfs(jobOf([corpusFile(outline4), corpusFile(tracemonkey)], noSettings), (done, total) => seen.push([done, total]));
    const total = 18 + Math.ceil(18 / 4);
    expect(seen.map(([done]) => done)).toEqual([...Array.from({ length: 18 }, (_, index) => index + 1), total]);
    expect(seen.every(([, reportedTotal]) => reportedTotal === total)).toBe(true);
  });

  it('opens a file locked only by an owner password, decrypts it and says the restrictions are gone', async () => {
    const files = [corpusFile('encrypted-owner-only-01.pdf'), corpusFile(outline4)];
    const { value, notices } = await collectJobNotices(() => mergePdfs(jobOf(files, noSettings)));
    expect(value.outputs[0].pages).toBe(1 + 4);
    expect(notices).toEqual([{ kind: 'restrictions-removed', fileName: 'encrypted-owner-only-01.pdf', restrictions: ['copy', 'assemble'] }]);
    const merged = await PDFDocument.load(outputBytes(value.outputs[0]));
    expect(merged.context.trailerInfo.Encrypt).toBeUndefined();
  });
});
