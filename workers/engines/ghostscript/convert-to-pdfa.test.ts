import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/corpus';
import { scratchFile } from '../../../test/ocr-checks';
import { fontsEmbedded, isEncrypted, outputIntents, pdfaIdentification } from '../../../test/pdfa-checks';
import { PDFA_LEVELS } from '../../../src/contract/pdf-to-pdfa';
import { convertToPdfa } from './convert-to-pdfa';

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
    const result = await convertToPdfa({ file, level });
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
    await expect(convertToPdfa({ file: locked, level: '2b' })).rejects.toMatchObject({ code: 'encrypted' });
    await expect(convertToPdfa({ file: locked, level: '2b', password: 'nope' })).rejects.toMatchObject({ code: 'wrong-password' });
    const result = await convertToPdfa({ file: locked, level: '2b', password: 'openpassword' });
    const path = scratchFile('unlocked-pdfa.pdf', result.bytes);
    expect(isEncrypted(path)).toBe(false);
    expect(pdfaIdentification(path)).toEqual({ part: '2', conformance: 'B' });
    expect(result.changes).toContainEqual({ kind: 'encryption-removed' });
  });

  it('repairs a damaged file first', async () => {
    const result = await convertToPdfa({ file: corpusFile('broken-xref-01.pdf'), level: '2b' });
    expect(result.pageCount).toBe(3);
    expect(result.changes[0]).toEqual({ kind: 'repaired' });
  });
});
