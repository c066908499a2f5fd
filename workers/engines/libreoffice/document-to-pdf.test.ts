// The office engine around LibreOffice: the converter itself needs a browser (tested in
// e2e/convert-office-to-pdf.spec.ts), so here it is replaced at its boundary (office-converter.ts).
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { EngineError } from '../../../src/contract/errors';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { nodePackageReader } from '../../../scripts/node-package-reader';
import { fontCoverage } from '../../office/font-coverage';
import { CONVERT_ATTEMPTS, documentToPdf, WATCHDOG_BASE_MS, WATCHDOG_MAX_MS, watchdogMs } from './document-to-pdf';

const toPdf = vi.fn();
const stop = vi.fn();
// A fresh converter (none converted yet) unless a test hands out a warm one.
const officeConverter = vi.fn(async (_onProgress?: unknown, fontPacks: readonly string[] = []) => ({ toPdf, stop, fontPacks: new Set(fontPacks), conversions: 0 }));
const warmConverter = () => ({ toPdf, stop, fontPacks: new Set<string>(), conversions: 4 });
vi.mock('./office-converter', () => ({ officeConverter: (onProgress: unknown, fontPacks?: readonly string[]) => officeConverter(onProgress, fontPacks) }));
// The coverage the build serves, computed here from the installed converter and font packages.
const coverage = fontCoverage(nodePackageReader(fileURLToPath(new URL('../../../node_modules', import.meta.url))), '@matbee/libreoffice-converter');
vi.mock('./served-fonts', () => ({ servedFontCoverage: async () => coverage }));

async function onePagePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  return pdf.save();
}

const MB = 1024 * 1024;

describe('watchdogMs: how long one conversion may take before the converter is stopped', () => {
  it('is 45 s for a tiny file, grows 20 s per MB, and never passes 3 minutes', () => {
    expect(watchdogMs(6000)).toBe(45_114);
    expect(watchdogMs(0)).toBe(WATCHDOG_BASE_MS);
    expect(watchdogMs(MB)).toBe(65_000);
    expect(watchdogMs(5 * MB)).toBe(145_000);
    expect(watchdogMs(100 * MB)).toBe(WATCHDOG_MAX_MS);
  });

  it('leaves every corpus Office file at least ten times its measured warm time (bench/RESULTS.md)', () => {
    const warmMs: Record<string, number> = {
      'docx-structured-01.docx': 400,
      'docx-govdoc-images-02.docx': 963,
      'pptx-themes-10slides.pptx': 2_978,
      'xlsx-conditional-formatting-18sheets.xlsx': 4_050,
      'html-wikipedia-mozilla.html': 2_539,
    };
    for (const [name, ms] of Object.entries(warmMs)) expect(watchdogMs(corpusFile(name).bytes.length), name).toBeGreaterThanOrEqual(10 * ms);
  });
});

describe('documentToPdf', () => {
  beforeEach(() => {
    toPdf.mockReset();
    stop.mockReset();
    officeConverter.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('refuses a password-protected DOCX with a coded error, before the converter is even fetched', async () => {
    const file = { ...corpusFile('encrypted-docx-password-01.docx'), name: 'Budget 2026.docx' };
    const error = await documentToPdf(jobOf(file, { type: 'word' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({
      code: 'encrypted',
      message: 'Budget 2026.docx is protected with a password; Folio cannot open password-protected Office files yet. Remove the password in Office (or save a copy without it), then convert again.',
    });
    expect(officeConverter).not.toHaveBeenCalled();
  });

  it('refuses a password-protected Word 97–2003 .doc the same way', async () => {
    const error = await documentToPdf(jobOf(corpusFile('encrypted-doc-password-01.doc'), { type: 'word' })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'encrypted', message: expect.stringMatching(/^encrypted-doc-password-01\.doc is protected with a password/) });
    expect(officeConverter).not.toHaveBeenCalled();
  });

  it('words LibreOffice’s wordless refusal of an encrypted .xls as the encrypted code (the file has FILEPASS)', async () => {
    // What the converter does with this file in Chromium: it refuses it without saying why.
    toPdf.mockRejectedValue(new Error('Conversion failed'));
    const error = await documentToPdf(jobOf(corpusFile('encrypted-xls-password-01.xls'), { type: 'excel' })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'encrypted', message: expect.stringMatching(/^encrypted-xls-password-01\.xls is protected with a password/) });
    const damaged = await documentToPdf(jobOf({ name: 'damaged.xls', bytes: new Uint8Array(600).fill(9) }, { type: 'excel' })).catch((caught: unknown) => caught);
    expect(damaged).toMatchObject({ code: 'corrupt' });
  });

  it('converts an ordinary file under its real name, and counts the pages', async () => {
    toPdf.mockResolvedValue(await onePagePdf());
    const file = corpusFile('docx-structured-01.docx');
    const result = await oneOutput(await documentToPdf(jobOf(file, { type: 'word' })));
    expect(result.pageCount).toBe(1);
    expect(result.name).toBe('docx-structured-01.pdf');
    expect(toPdf).toHaveBeenCalledWith(file.bytes, 'docx', 'docx-structured-01.docx');
  });

  it('starts the converter with the script fonts a DOCX’s text needs, and names what no font has', async () => {
    toPdf.mockResolvedValue(await onePagePdf());
    const result = await documentToPdf(jobOf(corpusFile('docx-seven-scripts.docx'), { type: 'word' }));
    // Hindi needs none: LibreOffice's own Noto Sans has Devanagari (Arabic and Russian are covered too).
    expect(officeConverter.mock.calls.map(([, packs]) => packs)).toEqual([['sc', 'kr', 'thai']]);
    expect(toPdf).toHaveBeenCalledTimes(1);
    expect(result.facts.charactersNotDrawn).toEqual([]);
  });

  it('converts a format whose text is read only by LibreOffice again, with the fonts its PDF shows it needed', async () => {
    // The converter's first answer: what LibreOffice writes without Chinese, Korean or Thai fonts.
    toPdf.mockResolvedValueOnce(corpusFile('docx-seven-scripts.boxes.pdf').bytes).mockResolvedValueOnce(await onePagePdf());
    const legacy = { name: 'scripts.doc', bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(600)]) };
    const result = await documentToPdf(jobOf(legacy, { type: 'word' }));
    expect(officeConverter.mock.calls.map(([, packs]) => packs)).toEqual([[], ['sc', 'kr', 'thai']]);
    expect((await oneOutput(result)).pageCount).toBe(1); // the second conversion's PDF
    expect(result.facts.charactersNotDrawn).toEqual([...'ᎦᎩᎯᎳᏂᏍᏗᏣᏬ'].sort());
  });

  it('gives a file without an extension its tab\'s usual format', async () => {
    toPdf.mockResolvedValue(await onePagePdf());
    const file = { ...corpusFile('xlsx-conditional-formatting-18sheets.xlsx'), name: 'Quarterly figures' };
    await documentToPdf(jobOf(file, { type: 'excel' }));
    expect(toPdf).toHaveBeenCalledWith(file.bytes, 'xlsx', 'Quarterly figures');
  });

  it('words LibreOffice’s own password refusal (legacy files it finds encrypted) with the same coded error', async () => {
    toPdf.mockRejectedValue(new Error('Failed to load document: password required'));
    const error = await documentToPdf(jobOf({ name: 'old.xls', bytes: new Uint8Array([1, 2, 3]) }, { type: 'excel' })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'encrypted', message: expect.stringMatching(/^old\.xls is protected with a password/) });
  });

  it('stops a conversion that never answers after the watchdog for its size, tries once more in a new converter, then gives a coded error', async () => {
    vi.useFakeTimers();
    toPdf.mockReturnValue(new Promise(() => {}));
    const bytes = new Uint8Array(6000).fill(7);
    const outcome = documentToPdf(jobOf({ name: 'cut-short.docx', bytes }, { type: 'word' })).catch((caught: unknown) => caught);
    let settled = false;
    void outcome.then(() => { settled = true; });
    await vi.advanceTimersByTimeAsync(watchdogMs(bytes.length) - 1);
    expect(stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The first try is over: its converter is stopped and a new one asked for.
    expect(stop).toHaveBeenCalledTimes(1);
    expect(officeConverter).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(watchdogMs(bytes.length) - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(CONVERT_ATTEMPTS).toBe(2);
    expect(stop).toHaveBeenCalledTimes(2);
    expect(await outcome).toMatchObject({ code: 'engine-failed', message: 'cut-short.docx took too long to convert (2 tries); the converter was stopped.' });
  });

  it('converts on the second try when only the first one hung', async () => {
    vi.useFakeTimers();
    const pdf = await onePagePdf();
    toPdf.mockReturnValueOnce(new Promise(() => {})).mockResolvedValueOnce(pdf);
    const file = corpusFile('pptx-themes-10slides.pptx');
    const outcome = documentToPdf(jobOf(file, { type: 'powerpoint' }));
    await vi.advanceTimersByTimeAsync(watchdogMs(file.bytes.length));
    const result = await oneOutput(await outcome);
    expect(result.pageCount).toBe(1);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(toPdf).toHaveBeenCalledTimes(2);
    expect(toPdf).toHaveBeenLastCalledWith(file.bytes, 'pptx', 'pptx-themes-10slides.pptx');
  });

  it('does not retry a file a fresh converter refuses: a refusal is an answer, not a hang', async () => {
    toPdf.mockRejectedValue(new Error('Conversion failed'));
    const error = await documentToPdf(jobOf({ name: 'broken.docx', bytes: new Uint8Array(600).fill(3) }, { type: 'word' })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'corrupt', message: 'broken.docx could not be converted: LibreOffice could not read it (the file looks damaged).' });
    expect(toPdf).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
  });

  it('checks a warm converter’s refusal of a valid file in a fresh converter, which converts it', async () => {
    officeConverter.mockResolvedValueOnce(warmConverter());
    toPdf.mockRejectedValueOnce(new Error('Failed to load document')).mockResolvedValueOnce(await onePagePdf());
    const file = corpusFile('docx-structured-01.docx');
    const result = await oneOutput(await documentToPdf(jobOf(file, { type: 'word' })));
    expect(result.pageCount).toBe(1);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(officeConverter).toHaveBeenCalledTimes(2);
    expect(toPdf).toHaveBeenCalledTimes(2);
  });

  it('words a file refused by the warm converter and then by a fresh one as damaged', async () => {
    officeConverter.mockResolvedValueOnce(warmConverter());
    toPdf.mockRejectedValue(new Error('Failed to load document'));
    const error = await documentToPdf(jobOf({ name: 'broken.docx', bytes: new Uint8Array(600).fill(3) }, { type: 'word' })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'corrupt', message: 'broken.docx could not be converted: LibreOffice could not read it (the file looks damaged).' });
    expect(toPdf).toHaveBeenCalledTimes(2);
  });

  it('does not ask a fresh converter about a file the warm one found protected with a password', async () => {
    officeConverter.mockResolvedValueOnce(warmConverter());
    toPdf.mockRejectedValue(new Error('Conversion failed'));
    const error = await documentToPdf(jobOf(corpusFile('encrypted-xls-password-01.xls'), { type: 'excel' })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'encrypted' });
    expect(toPdf).toHaveBeenCalledTimes(1);
    expect(stop).not.toHaveBeenCalled();
  });

  it('passes on a start-up failure as it is, not as a damaged file', async () => {
    officeConverter.mockRejectedValueOnce(new EngineError('engine-failed', 'The Office converter did not start (2 tries of 120 s each); it was stopped. Convert again to try once more.'));
    const error = await documentToPdf(jobOf(corpusFile('docx-structured-01.docx'), { type: 'word' })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'engine-failed', message: expect.stringMatching(/^The Office converter did not start/) });
  });
});
