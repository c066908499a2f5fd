// The script font packs: pinned to the installed packages, what the build records they and
// LibreOffice's own fonts can draw, and which packs a document's characters ask for.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { nodePackageReader } from '../../../scripts/node-package-reader';
import { fontCoverage } from '../../office/font-coverage';
import { inRanges, rangesOf } from './code-point-ranges';
import { fontNeeds } from './font-needs';
import { documentCharacters } from './document-characters';
import { pdfCharacters } from './pdf-characters';
import { packFiles, SCRIPT_FONT_PACKS } from './script-fonts';

const modules = fileURLToPath(new URL('../../../node_modules', import.meta.url));
const coverage = fontCoverage(nodePackageReader(modules), '@matbee/libreoffice-converter');
const codePoints = (text: string) => [...text].map((char) => char.codePointAt(0)!);

describe('script font packs', () => {
  it('are pinned to the installed packages, each with a regular font and (all but Chinese) a bold one', () => {
    const dependencies = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }).dependencies;
    for (const pack of SCRIPT_FONT_PACKS) {
      expect(dependencies[pack.package], pack.package).toBe(pack.version);
      const files = packFiles(pack);
      expect(files.map(({ name }) => name)).toEqual(pack.id === 'sc' ? [`${pack.stem}-Regular.ttf`] : [`${pack.stem}-Regular.ttf`, `${pack.stem}-Bold.ttf`]);
      for (const { inPackage } of files) expect(readFileSync(`${modules}/${inPackage}`).subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    }
  });

  it('are needed only where LibreOffice’s own fonts stop: Latin, Cyrillic, Arabic, Hebrew and Devanagari are inside soffice.data; Han, Hangul and Thai are not', () => {
    for (const char of 'AéЖحשनა') expect(inRanges(coverage.bundled, char.codePointAt(0)!), char).toBe(true);
    for (const char of '中あ한ไ') expect(inRanges(coverage.bundled, char.codePointAt(0)!), char).toBe(false);
  });

  it('send Han and kana to the Chinese pack, Hangul to the Korean one, each script to its own', () => {
    expect(fontNeeds(codePoints('季度報告 ひらがな カタカナ'), coverage).packs).toEqual(['sc']);
    expect(fontNeeds(codePoints('한국어 漢字'), coverage).packs).toEqual(['sc', 'kr']);
    expect(fontNeeds(codePoints('ภาษาไทย தமிழ் ኢትዮጵያ'), coverage).packs).toEqual(['tamil', 'thai', 'ethiopic']);
    expect(fontNeeds(codePoints('Plain English, русский, العربية'), coverage)).toEqual({ packs: [], notDrawable: [] });
  });

  it('name what no font has, each character once, but not spaces, controls or private-use symbols', () => {
    expect(fontNeeds(codePoints('ᏣᎳᎩ Ꮳ\u200b\u00a0\uf0b7\t'), coverage)).toEqual({ packs: [], notDrawable: ['Ꭹ', 'Ꮃ', 'Ꮳ'] });
  });
});

describe('pdfCharacters', () => {
  it('reads the text of a PDF whose characters were drawn as boxes, from its ToUnicode maps and ActualText', async () => {
    const characters = pdfCharacters(await PDFDocument.load(corpusFile('docx-seven-scripts.boxes.pdf').bytes));
    const expected = readFileSync(new URL('../../../test/corpus/docx-seven-scripts.txt', import.meta.url), 'utf8').replace(/\s/g, '');
    const missing = [...new Set(expected)].filter((char) => !characters.has(char.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it('expands ToUnicode ranges, both forms', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const cmap = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '2 beginbfrange', '<01> <03> <4E2D>', '<04> <05> [<D840DC0B> <0E01>]', 'endbfrange',
      '1 beginbfchar', '<06> <AC00>', 'endbfchar', 'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    pdf.context.register(pdf.context.flateStream(cmap));
    const characters = pdfCharacters(await PDFDocument.load(await pdf.save()));
    expect([...characters].map((codePoint) => String.fromCodePoint(codePoint)).sort()).toEqual(['中', '丮', '丯', '𠀋', 'ก', '가'].sort());
  });
});

describe('code point ranges', () => {
  it('join neighbours and find members', () => {
    const ranges = rangesOf([5, 1, 2, 3, 9, 10, 2]);
    expect(ranges).toEqual([[1, 3], [5, 5], [9, 10]]);
    expect([0, 1, 3, 4, 5, 8, 10, 11].map((codePoint) => inRanges(ranges, codePoint))).toEqual([false, true, true, false, true, false, true, false]);
  });
});

describe('documentCharacters', () => {
  it('reads the text of an Office Open XML package and of HTML (entities too) before conversion', () => {
    const docx = documentCharacters(corpusFile('docx-seven-scripts.docx').bytes, 'docx')!;
    for (const char of '季서ไкمन') expect(docx.has(char.codePointAt(0)!), char).toBe(true);
    const html = documentCharacters(new TextEncoder().encode('<p>&#x4E2D;&#25991; ok</p>'), 'html')!;
    expect([...html].map((codePoint) => String.fromCodePoint(codePoint)).sort()).toEqual(['中', '文'].sort());
  });

  it('reads only text, not tags: the East Asian font names every Office theme carries load no font pack', () => {
    const workbook = documentCharacters(corpusFile('xlsx-conditional-formatting-18sheets.xlsx').bytes, 'xlsx')!;
    expect(workbook.size).toBeGreaterThan(0); // its accented Latin letters
    expect(fontNeeds(workbook, coverage)).toEqual({ packs: [], notDrawable: [] });
  });

  it('answers undefined where only LibreOffice can read the text (Word 97, a damaged package)', () => {
    expect(documentCharacters(corpusFile('encrypted-doc-password-01.doc').bytes, 'doc')).toBeUndefined();
    expect(documentCharacters(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'docx')).toBeUndefined();
  });
});
