// Office files through the whole local API path: handler → office engine (document-to-pdf.ts, its
// password check and watchdog) → document worker's merge. LibreOffice itself needs a browser
// (e2e/convert-office-to-pdf.spec.ts), so it is replaced at the converter's boundary: each "converted"
// file becomes a PDF whose pages say the file's name; one named "scripts" becomes the PDF LibreOffice
// writes for a seven-script document without the fonts (its Cherokee line has no font at all).
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { localApiHandlers } from '../local-api';
import { findResultByUrl } from '../result-store';
import { corpusFile, pageTexts } from '../../test/fixtures/corpus';
import { nodeEngines } from '../../node/engines';
import { formWithFiles, origin } from '../../test/setup/local-api';
import { inProcessRunner } from '../../workers/runtime/engine-runner';
import type { OperationRunner } from '../../workers/runtime/operation-runner';
import officeOperations from '../../workers/office/operations';
import { fontCoverage } from '../../workers/office/font-coverage';
import { nodePackageReader } from '../../scripts/node-package-reader';

/** Pages of each mock conversion, by the file's name without its extension. */
const PAGES: Record<string, number> = { first: 2, second: 1, third: 3 };
const converted: string[] = [];

vi.mock('../../workers/engines/libreoffice/office-converter', () => ({
  officeConverter: async (_onProgress: unknown, fontPacks: readonly string[] = []) => ({
    fontPacks: new Set(fontPacks),
    async toPdf(_bytes: Uint8Array, _extension: string, name: string) {
      converted.push(name);
      const stem = name.replace(/\.[^.]+$/, '');
      if (stem === 'broken') throw new Error('LibreOffice: load failed');
      if (stem === 'scripts') return corpusFile('docx-seven-scripts.boxes.pdf').bytes;
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      for (let page = 1; page <= (PAGES[stem] ?? 1); page += 1) pdf.addPage().drawText(`${name} page ${page}`, { x: 50, y: 700, font, size: 12 });
      return pdf.save();
    },
  }),
}));

// The coverage the build serves, computed from the installed converter and font packages.
const coverage = fontCoverage(nodePackageReader(fileURLToPath(new URL('../../node_modules', import.meta.url))), '@matbee/libreoffice-converter');
vi.mock('../../workers/engines/libreoffice/served-fonts', () => ({ servedFontCoverage: async () => coverage }));

// The Node engines, with the office worker's operations in this process.
const office = inProcessRunner(officeOperations);
const engines: OperationRunner = {
  run: (operation, input, options) => (operation.worker === 'office'
    ? office.run(operation.name, input as never, options) as never
    : nodeEngines.run(operation, input, options)),
};
const handlers = localApiHandlers(engines);

async function postConvert(query: string, files: File[]): Promise<Response> {
  const request = new Request(new URL(`/api/convert-to-pdf?${query}`, origin), { method: 'POST', body: formWithFiles(files) });
  return (await getResponse(handlers, request, { baseUrl: origin }))!;
}

/** An unprotected Office file under the given name (the mock converter only reads the name). */
const docx = (name: string) => new File([corpusFile('docx-structured-01.docx').bytes as BlobPart], name);
const encrypted = (name = 'locked.docx') => new File([corpusFile('encrypted-docx-password-01.docx').bytes as BlobPart], name);

/** The titles of the top-level bookmarks. */
function bookmarkTitles(document: PDFDocument): string[] {
  const titles: string[] = [];
  let entry = document.catalog.lookup(PDFName.of('Outlines'), PDFDict).lookupMaybe(PDFName.of('First'), PDFDict);
  while (entry) {
    titles.push(entry.lookup(PDFName.of('Title'), PDFString, PDFHexString).decodeText());
    entry = entry.lookupMaybe(PDFName.of('Next'), PDFDict);
  }
  return titles;
}

async function storedPdf(url: string) {
  const bytes = new Uint8Array(await findResultByUrl(url)!.blob.arrayBuffer());
  return { bytes, document: await PDFDocument.load(bytes) };
}

describe('POST /api/convert-to-pdf with Office files (converter replaced)', () => {
  it('answers a password-protected DOCX with the encrypted code and a sentence naming it; LibreOffice never sees it', async () => {
    converted.length = 0;
    const response = await postConvert('type=word', [encrypted('Budget 2026.docx')]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('encrypted');
    expect(response.headers.get('X-Error-File')).toBe('0');
    expect(await response.text()).toBe('Budget 2026.docx is protected with a password; Folio cannot open password-protected Office files yet. Remove the password in Office (or save a copy without it), then convert again.');
    expect(converted).toEqual([]);
  });

  it('converts one file per call by default, named after it', async () => {
    const response = await postConvert('type=word', [docx('first.docx')]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([expect.objectContaining({ filename: 'first.pdf', pages: 2 })]);
    const several = await postConvert('type=word', [docx('first.docx'), docx('second.docx')]);
    expect(several.status).toBe(400);
  });

  it('combines several files into one PDF in the order sent, a bookmark per file', async () => {
    const response = await postConvert('type=word&combine=true', [docx('third.docx'), docx('first.docx'), docx('second.docx')]);
    expect(response.status).toBe(200);
    const [item, ...rest] = await response.json();
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ filename: 'documents.pdf', pages: 6 });
    expect(item.skipped).toBeUndefined();
    const { bytes, document } = await storedPdf(item.url);
    expect(document.getPageCount()).toBe(6);
    expect(bookmarkTitles(document)).toEqual(['third', 'first', 'second']);
    const texts = await pageTexts(bytes);
    expect(texts.map((text) => text.trim())).toEqual([
      'third.docx page 1', 'third.docx page 2', 'third.docx page 3', 'first.docx page 1', 'first.docx page 2', 'second.docx page 1',
    ]);
  });

  it('leaves a password-protected and a damaged file out of the combined PDF, says why for each, and still combines the others', async () => {
    const response = await postConvert('type=powerpoint&combine=true', [encrypted('locked.pptx'), docx('first.pptx'), docx('broken.pptx'), docx('second.pptx')]);
    expect(response.status).toBe(200);
    const [item] = await response.json();
    expect(item).toMatchObject({ filename: 'presentations.pdf', pages: 3 });
    expect(item.skipped).toEqual([
      { fileName: 'locked.pptx', code: 'encrypted', message: expect.stringContaining('locked.pptx is protected with a password') },
      { fileName: 'broken.pptx', code: 'corrupt', message: expect.stringContaining('broken.pptx could not be converted') },
    ]);
  });

  it('names the characters no font could draw, for one file and for a combined PDF', async () => {
    const cherokee = [...'ᎦᎩᎯᎳᏂᏍᏗᏣᏬ'].sort();
    const one = await postConvert('type=word', [docx('scripts.docx')]);
    expect(await one.json()).toEqual([expect.objectContaining({ filename: 'scripts.pdf', charactersNotDrawn: cherokee })]);
    const plain = await postConvert('type=word', [docx('first.docx')]);
    expect((await plain.json())[0].charactersNotDrawn).toBeUndefined();
    const combined = await postConvert('type=word&combine=true', [docx('first.docx'), docx('scripts.docx')]);
    expect(await combined.json()).toEqual([expect.objectContaining({ filename: 'documents.pdf', charactersNotDrawn: cherokee })]);
  });

  it('answers the first file’s error, naming it, when no file of a combined run converts', async () => {
    const response = await postConvert('type=word&combine=true', [new File([], 'empty.docx'), encrypted()]);
    expect(response.status).toBe(422);
    expect(response.headers.get('X-Error-Code')).toBe('corrupt');
    expect(response.headers.get('X-Error-File')).toBe('0');
    expect(await response.text()).toBe('empty.docx is empty.');
  });

  it('refuses a combine setting it does not know', async () => {
    const response = await postConvert('type=excel&combine=maybe', [docx('first.xlsx')]);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Combine must be one of: true, false.');
  });
});
