import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { corpusDir, corpusFile } from '../../../test/fixtures/corpus';
import { editedPdf } from '../../../test/fixtures/edited-pdf';
import { verticalTextBytes, hiddenAndSqueezedBytes, hiddenWords, overPicture, paragraph, restrictedFontBytes, restrictedLine, squeezedLine, textOverPictureBytes } from '../../../test/fixtures/text-over-picture';
import { fsTypeOf } from './font-licence';
import { PDFDocument as LibDocument, PDFName } from 'pdf-lib';
import { linkSummary } from '../../../test/readers/pdf-structure';
import { mupdfCharacters } from '../../../test/readers/mupdf-checks';
import { collectJobNotices } from '../../runtime/job-notices';
import { popplerFonts, popplerImageBytes, popplerText, popplerWords, qpdfRun } from '../../../test/readers/poppler-readers';
import type { TextEdit, TextEditStyle } from '../../../src/contract/edit-pdf';
import type { PageTextLine } from '../../../src/contract/page-text';
import { pageText } from './page-text';

interface Source { name: string; bytes: Uint8Array }

async function linesOf(file: Source, pageNumber = 1): Promise<PageTextLine[]> {
  return (await pageText({ file, pageNumber })).lines;
}

async function edited(file: Source, textEdits: TextEdit[]) {
  return editedPdf({ file, images: {}, edits: { items: [], pages: [], flatten: false, textEdits } });
}

/** A change of one line: `from` replaced by `to`. */
function lineEdit(line: PageTextLine, from: string, to: string, page = 1, style?: TextEditStyle): TextEdit {
  expect(line.text).toContain(from);
  return { page, lines: [line.index], original: line.text, text: line.text.replace(from, to), ...(style ? { style } : {}) };
}

const words = (bytes: Uint8Array, page = 1) => popplerWords(bytes, page).map((word) => word.text);
// A save that adds a substitute subsets the file's fonts too, which gives them a subset prefix.
const fontNames = (bytes: Uint8Array) => popplerFonts(bytes).map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort();

describe('text edits on a generated file with known fonts', () => {
  let fixture: Source;
  beforeAll(async () => {
    fixture = { name: 'garden.pdf', bytes: await textOverPictureBytes() };
  });

  it('replaces a word in the file\'s own font when it has the glyphs: the old word gone, the rest kept, the new word where the old one began', async () => {
    const line = (await linesOf(fixture)).find((candidate) => candidate.text === overPicture)!;
    const result = await edited(fixture, [lineEdit(line, 'fox', 'jackal')]);
    const after = words(result.bytes);
    expect(after).toContain('jackal');
    expect(after).not.toContain('fox');
    // Every other word of the page is still there, once.
    const before = words(fixture.bytes);
    expect(after.filter((word) => word !== 'jackal').sort()).toEqual(before.filter((word) => word !== 'fox').sort());
    const old = popplerWords(fixture.bytes, 1).find((word) => word.text === 'fox')!;
    const now = popplerWords(result.bytes, 1).find((word) => word.text === 'jackal')!;
    expect(Math.abs(now.xMin - old.xMin)).toBeLessThan(2);
    expect(Math.abs(now.yMax - old.yMax)).toBeLessThan(1);
    // The words after it moved on by the new word's extra width, in order.
    expect(popplerText(result.bytes, 1)).toContain('The quick brown jackal jumps over the lazy dog near the river bank.');
    // No new font: j, a, c, k and l are all in the subset.
    expect(fontNames(result.bytes)).toEqual(fontNames(fixture.bytes));
    expect(qpdfRun(result.bytes, ['--check']).status).toBe(0);
  });

  it('leaves the photo under the edited line byte for byte as it was', async () => {
    const line = (await linesOf(fixture)).find((candidate) => candidate.text === overPicture)!;
    const result = await edited(fixture, [lineEdit(line, 'lazy', 'sleepy')]);
    const [before] = popplerImageBytes(fixture.bytes);
    const [after] = popplerImageBytes(result.bytes);
    expect(after).toEqual(before);
    expect(popplerText(result.bytes, 1)).toContain('over the sleepy dog');
  });

  it('writes a character the subset lacks in a metric-compatible substitute, and says so', async () => {
    const line = (await linesOf(fixture)).find((candidate) => candidate.text === overPicture)!;
    expect(line.family).toBe('serif');
    const result = await edited(fixture, [lineEdit(line, 'fox', 'Zebu')]);
    expect(words(result.bytes)).toContain('Zebu');
    expect(words(result.bytes)).not.toContain('fox');
    const added = fontNames(result.bytes).filter((name) => !fontNames(fixture.bytes).includes(name));
    // Tinos is a Times look-alike: the substitute is URW's Times (Nimbus Roman), subset.
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^(Times|Nimbus)/);
    expect(result).toMatchObject({ textsEdited: 1, textsInOtherFont: 1 });
  });

  it('reflows a paragraph within its block\'s width when its text grows', async () => {
    const lines = (await linesOf(fixture)).filter((line) => paragraph.includes(line.text));
    expect(lines).toHaveLength(4);
    const block = lines.map((line) => line.index);
    const right = Math.max(...lines.map((line) => line.box.x + line.box.width));
    const left = Math.min(...lines.map((line) => line.box.x));
    const grown = paragraph.join(' ').replace('to plan the new beds', 'to plan, measure and mark out the new raised beds');
    const result = await edited(fixture, [{ page: 1, lines: block, original: paragraph.join('\n'), text: grown }]);
    const placed = popplerWords(result.bytes, 1).filter((word) => word.yMin > 250 && word.yMin < 400);
    expect(placed.map((word) => word.text).join(' ')).toBe(grown);
    expect(Math.max(...placed.map((word) => word.xMax))).toBeLessThanOrEqual(right + 1);
    expect(Math.min(...placed.map((word) => word.xMin))).toBeGreaterThanOrEqual(left - 1);
    // Five lines now, at the block's own line pitch.
    const baselines = [...new Set(placed.map((word) => Math.round(word.yMax)))];
    expect(baselines.length).toBe(5);
  });

  it('keeps the look of every word a paragraph change does not touch: an italic word between lines that end in spaces', async () => {
    const document = await LibDocument.create();
    document.registerFontkit((await import('@pdf-lib/fontkit')).default);
    const { readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const resolve = createRequire(import.meta.url).resolve;
    const regular = await document.embedFont(new Uint8Array(readFileSync(resolve('@fontsource/arimo/files/arimo-latin-400-normal.woff'))), { subset: true });
    const italic = await document.embedFont(new Uint8Array(readFileSync(resolve('@fontsource/arimo/files/arimo-latin-400-italic.woff'))), { subset: true });
    const page = document.addPage([400, 300]);
    // As word processors write them: each line ends with the space before its next word.
    page.drawText('The first line of the note runs on ', { x: 40, y: 250, size: 11, font: regular });
    page.drawText('into a ', { x: 40, y: 236, size: 11, font: regular });
    page.drawText('crucial', { x: 40 + regular.widthOfTextAtSize('into a ', 11), y: 236, size: 11, font: italic });
    page.drawText(' second line and ', { x: 40 + regular.widthOfTextAtSize('into a ', 11) + italic.widthOfTextAtSize('crucial', 11), y: 236, size: 11, font: regular });
    page.drawText('ends with the cat.', { x: 40, y: 222, size: 11, font: regular });
    const file = { name: 'note.pdf', bytes: await document.save() };
    const block = await linesOf(file);
    expect(block).toHaveLength(3);
    const text = 'The first line of the note runs on into a crucial second line and ends with the hat.';
    const result = await edited(file, [{ page: 1, lines: block.map((line) => line.index), original: block.map((line) => line.text).join('\n'), text }]);
    expect(popplerText(result.bytes, 1).replace(/\s+/g, ' ')).toContain(text);
    // The italic word is still written in the italic font, which is still in the file.
    expect(fontNames(result.bytes).some((name) => /Italic/.test(name))).toBe(true);
    expect(result).toMatchObject({ textsInOtherFont: 0 });
  });

  it('starts a new line at a typed line break', async () => {
    const [first] = (await linesOf(fixture)).filter((line) => line.text === paragraph[0]);
    const result = await edited(fixture, [{ page: 1, lines: [first.index], original: first.text, text: 'Our garden group met on Saturday.\nWe planned the new beds.' }]);
    const placed = popplerWords(result.bytes, 1);
    const we = placed.find((word) => word.text === 'We' && word.xMin < 80)!;
    const our = placed.find((word) => word.text === 'Our')!;
    expect(we.yMin).toBeGreaterThan(our.yMax - 1);
  });

  it('sets the size, colour and weight of an edited line', async () => {
    const line = (await linesOf(fixture)).find((candidate) => candidate.text === paragraph[3])!;
    const result = await edited(fixture, [{ page: 1, lines: [line.index], original: line.text, text: line.text, style: { fontSize: 16, bold: true, color: '#cc0000' } }]);
    const after = (await linesOf({ name: 'edited.pdf', bytes: result.bytes })).find((candidate) => candidate.text.startsWith('The compost'))!;
    expect(after.fontSize).toBeCloseTo(16, 0);
    expect(after.bold).toBe(true);
    expect(after.color).toBe('#cc0000');
    expect(popplerText(result.bytes, 1)).toContain(paragraph[3]);
  });

  it('does not write with a font whose licence forbids editing (fsType restricted): the new text takes a substitute', async () => {
    const file = { name: 'restricted.pdf', bytes: await restrictedFontBytes() };
    const line = (await linesOf(file)).find((candidate) => candidate.text === restrictedLine)!;
    // Every letter of the new word is in the embedded font: only its licence sends it elsewhere.
    const result = await edited(file, [lineEdit(line, 'stay', 'sit')]);
    expect(popplerText(result.bytes, 1)).toContain('Licensed words sit in their own font.');
    expect(result).toMatchObject({ textsInOtherFont: 1 });
    expect(fontNames(result.bytes).some((name) => /^(Helvetica|Nimbus)/.test(name))).toBe(true);
    expect(fsTypeOf(new Uint8Array())).toBeUndefined();
  });

  it('keeps a superscript raised when the words before it change', async () => {
    const file = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const line = (await linesOf(file)).find((candidate) => candidate.text.startsWith('Andreas Gal'))!;
    expect(line.refused).toBeUndefined();
    const result = await edited(file, [lineEdit(line, 'Andreas', 'Andrew')]);
    // The star after "Eich", read glyph by glyph: as far above the baseline of its "E" as before.
    const rise = (bytes: Uint8Array) => {
      const chars = mupdfCharacters(bytes, 1);
      const at = chars.findIndex((_char, index) => chars.slice(index, index + 4).map(({ char }) => char).join('') === 'Eich');
      return chars[at].y - chars[at + 4].y;
    };
    expect(rise(file.bytes)).toBeGreaterThan(2);
    expect(rise(result.bytes)).toBeCloseTo(rise(file.bytes), 1);
    expect(popplerText(result.bytes, 1)).toContain('Andrew Gal');
  });

  it('leaves the page\'s annotations alone: links over the edited line stay, a redaction the file only marks is not carried out', async () => {
    const outline = corpusFile('multipage-outline-links-4p.pdf');
    const entry = (await linesOf(outline)).find((candidate) => candidate.text.includes('Foo'))!;
    const linked = await edited(outline, [lineEdit(entry, 'Foo', 'Fooled')]);
    expect(linkSummary(await LibDocument.load(linked.bytes))).toEqual(linkSummary(await LibDocument.load(outline.bytes)));
    expect(popplerText(linked.bytes, 1)).toContain('Fooled');

    // The garden file with a Redact annotation marked (not applied) over its last paragraph line, and a
    // link over its first, the line edited.
    const marked = await LibDocument.load(fixture.bytes);
    const mark = marked.context.obj({ Type: 'Annot', Subtype: 'Redact', Rect: [60, 440, 500, 460] });
    const link = marked.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [70, 495, 400, 510], A: { S: 'URI', URI: 'https://example.org/' } });
    marked.getPage(0).node.set(PDFName.of('Annots'), marked.context.obj([marked.context.register(mark), marked.context.register(link)]));
    const file = { name: 'marked.pdf', bytes: await marked.save() };
    const line = (await linesOf(file)).find((candidate) => candidate.text === paragraph[0])!;
    const result = await edited(file, [lineEdit(line, 'Saturday', 'Sunday')]);
    expect(popplerText(result.bytes, 1)).toContain(paragraph[3]);
    expect(popplerText(result.bytes, 1)).toContain('met on Sunday');
    const saved = await LibDocument.load(result.bytes);
    const annots = saved.getPage(0).node.Annots()!.asArray().map((ref) => saved.context.lookup(ref) as unknown as { get(name: PDFName): unknown });
    expect(annots.map((annotation) => String(annotation.get(PDFName.of('Subtype'))))).toEqual(['/Redact', '/Link']);
  });

  it('refuses a change made from text the page no longer has', async () => {
    const line = (await linesOf(fixture))[0];
    await expect(edited(fixture, [{ page: 1, lines: [line.index], original: 'something else', text: 'x' }])).rejects.toMatchObject({ code: 'bad-params' });
  });
});

describe('text edits on files from outside', () => {
  it('edits a word in the middle of a LibreOffice line in its embedded subset font', async () => {
    const file = corpusFile('report-sidebar-libreoffice.pdf');
    const line = (await linesOf(file)).find((candidate) => candidate.text.startsWith('Freight volumes'))!;
    const result = await edited(file, [lineEdit(line, 'northern', 'southern')]);
    expect(popplerText(result.bytes, 1)).toContain('Freight volumes on the southern network rose');
    expect(popplerText(result.bytes, 1)).not.toContain('northern network');
    expect(fontNames(result.bytes)).toEqual(fontNames(file.bytes));
  });

  it('edits a pdfTeX Type 1 line: ligatures are written as their letters, the words after it moved on', async () => {
    const file = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const line = (await linesOf(file)).find((candidate) => candidate.text.startsWith('generates machine code on the fly'))!;
    const result = await edited(file, [lineEdit(line, 'on the fly', 'on the very fly')]);
    expect(popplerText(result.bytes, 1)).toContain('generates machine code on the very fly that is specialized for the ac');
    expect(fontNames(result.bytes)).toEqual(fontNames(file.bytes));
    const before = words(file.bytes);
    const after = words(result.bytes);
    expect(after.length).toBe(before.length + 1);
  });

  it('marks a scan a scan, its hidden text layer not offered; hidden and stretched lines elsewhere not offered either', async () => {
    const bare = await pageText({ file: corpusFile('scanned-no-text-01.pdf'), pageNumber: 1 });
    expect(bare).toEqual({ lines: [], scanned: true });
    const file = { name: 'layers.pdf', bytes: await hiddenAndSqueezedBytes() };
    const scan = await pageText({ file, pageNumber: 1 });
    expect(scan.scanned).toBe(true);
    expect(scan.lines.map((line) => [line.text, line.refused])).toEqual([[hiddenWords, 'scanned']]);
    const page = await pageText({ file, pageNumber: 2 });
    expect(page.scanned).toBe(false);
    const refusals = Object.fromEntries(page.lines.map((line) => [line.text, line.refused]));
    expect(refusals).toEqual({ 'Ordinary words stay editable': undefined, [hiddenWords]: 'hidden', [squeezedLine]: 'stretched' });
  });
});

describe('lines not offered, and files as every tool opens them', () => {
  const qa = corpusFile('large-jpeg-qa-document-6p.pdf');

  it('does not offer right-to-left lines nor a Type 3 font\'s, and refuses a change sent for one', async () => {
    const arabic = (await linesOf(qa, 6)).filter((line) => /[\u0600-\u06ff]/u.test(line.text));
    expect(arabic.length).toBeGreaterThan(0);
    expect(arabic.every((line) => line.refused === 'right-to-left')).toBe(true);
    const type3 = (await linesOf(qa, 1)).find((line) => line.text === 'BOTTOM TEXT DYS')!;
    expect(type3.refused).toBe('type3');
    // The Latin lines of the same pages are offered.
    expect((await linesOf(qa, 6)).some((line) => line.refused === undefined && /[a-z]{4}/.test(line.text))).toBe(true);
    await expect(edited(qa, [{ page: 6, lines: [arabic[0].index], original: arabic[0].text, text: 'x' }])).rejects.toMatchObject({ code: 'bad-params' });
  });

  it('does not offer vertical writing (Identity-V), letter by letter, and offers the upright line beside it', async () => {
    const { lines } = await pageText({ file: { name: 'vertical.pdf', bytes: await verticalTextBytes() }, pageNumber: 1 });
    expect(lines.find((line) => line.text === 'Upright words here')?.refused).toBeUndefined();
    const vertical = lines.filter((line) => line.text !== 'Upright words here');
    expect(vertical.map((line) => line.text).join('')).toBe('Vertical');
    expect(vertical.every((line) => line.refused === 'vertical')).toBe(true);
  });

  it('saves text changes and annotations in one save', async () => {
    const fixture = { name: 'garden.pdf', bytes: await textOverPictureBytes() };
    const line = (await linesOf(fixture)).find((candidate) => candidate.text === paragraph[1])!;
    const result = await editedPdf({ file: fixture, images: {}, edits: {
      items: [{ kind: 'highlight', id: 'h1', page: 1, x: 72, y: 300, width: 100, height: 14, color: '#ffff00', opacity: 0.4 }],
      pages: [], flatten: false, textEdits: [lineEdit(line, 'beans', 'leeks')],
    } });
    expect(result).toMatchObject({ annotations: 1, textsEdited: 1 });
    expect(popplerText(result.bytes, 1)).toContain('We agreed to plant leeks and peas');
  });

  it('edits a file that needs a password, and a damaged one, as every tool opens them', async () => {
    const locked = { ...corpusFile('encrypted-userpw-01.pdf'), password: 'openpassword' };
    const lockedLine = (await pageText({ file: locked, pageNumber: 1 })).lines.find((candidate) => candidate.refused === undefined && /\w{4} \w+/.test(candidate.text))!;
    const [word] = lockedLine.text.match(/\w{4,}/)!;
    const opened = await edited(locked, [lineEdit(lockedLine, word, 'Folio')]);
    expect(popplerText(opened.bytes, 1)).toContain('Folio');
    // Every xref offset off by one byte: MuPDF repairs it on opening.
    const damaged = corpusFile('broken-offsets-01.pdf');
    const damagedLine = (await linesOf(damaged)).find((candidate) => candidate.text.startsWith('This is a test document'))!;
    const repaired = await edited(damaged, [lineEdit(damagedLine, 'some text', 'some mended text')]);
    expect(popplerText(repaired.bytes, 1)).toContain('It only contains some mended text.');
  });

  it('ends the signatures of a signed file, and says so: its text is no longer what was signed', async () => {
    const signed = corpusFile('signed-poppler-rsa.pdf');
    const line = (await linesOf(signed)).find((candidate) => candidate.refused === undefined && /\w{4}/.test(candidate.text))!;
    const [word] = line.text.match(/\w{4,}/)!;
    const { notices } = await collectJobNotices(() => edited(signed, [lineEdit(line, word, 'Changed')]));
    expect(notices).toContainEqual({ kind: 'signatures-ended', fileName: 'signed-poppler-rsa.pdf', count: 1 });
  });
});

describe('every corpus PDF', () => {
  // Files that need a password (or a private key) to open are left to the tests above.
  const locked = ['encrypted-userpw-01.pdf', 'pyhanko-signed-encrypted-pubkey-with-catalog-ref.pdf'];
  const names = readdirSync(corpusDir).filter((name) => name.endsWith('.pdf') && !locked.includes(name));
  const count = (text: string, word: string) => (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'gu')) ?? []).length;

  it.each(names)('%s: a word of the first line offered on page 1 replaced, the old one gone, the file clean', async (name) => {
    const file = corpusFile(name);
    const answer = await pageText({ file, pageNumber: 1 });
    const plainWord = /(?<![\p{L}\p{N}])[A-Za-z]{5,}(?![\p{L}\p{N}])/u;
    const line = answer.lines.find((candidate) => !candidate.refused && plainWord.test(candidate.text));
    // Pages with no word of five letters to edit: no text at all, a scan, or short words only ("A and B").
    const nothingToEdit = ['broken-xref-01.pdf', 'large-jpeg-scan-poster-300dpi.pdf', 'pdfjs-layers-issue269_1.pdf',
      'pdfjs-layers-visibility_expressions.pdf', 'qpdf-inline-images.pdf', 'scanned-no-text-01.pdf', 'truncated-tail-01.pdf'];
    expect(line === undefined, name).toBe(nothingToEdit.includes(name));
    if (!line) {
      expect(answer.lines.every((candidate) => !plainWord.test(candidate.text))).toBe(true);
      return;
    }
    const [word] = line.text.match(plainWord)!;
    const result = await edited(file, [lineEdit(line, word, 'Quokka')]);
    const before = popplerText(file.bytes, 1);
    const after = popplerText(result.bytes, 1);
    expect(count(after, 'Quokka')).toBe(count(before, 'Quokka') + 1);
    expect(count(after, word)).toBe(count(before, word) - 1);
    expect(qpdfRun(result.bytes, ['--check']).status).toBe(0);
  });
});
