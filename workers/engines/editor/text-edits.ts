// Edits of the text already on a page. The glyphs of what changed are taken out of the content (a
// redaction of text only, in a thin band through the middle of the line: the images and drawings
// under and around them stay, and so do the lines above and below), and the new text is written in
// their place: the same baseline, size and colour, the file's own font when it has the glyphs
// (text-edit-fonts.ts), the letter and word spacing measured on the line.
import type { PDFObject, PDFPage } from 'mupdf';
import { EngineError } from '../../../src/contract/errors';
import type { TextEdit } from '../../../src/contract/edit-pdf';
import type { Mupdf } from '../mupdf/load-mupdf';
import { rgbOf } from './colors';
import { familyKey, familyOf, isBoldFont, isItalicFont } from './font-look';
import { isScannedPage, lineRefusal } from './line-refusals';
import { fullFontName, pageFonts } from './page-fonts';
import { PageTextWriter } from './page-text-writer';
import { planTextEdit, type PlannedChar, type TextEditPlan } from './text-edit-plan';
import { EditFonts, type FontRun, type PageFontsProbe, type WantedLook } from './text-edit-fonts';
import { lineText, readStyledLines, type PageTextLines, type StyledChar, type StyledLine } from './styled-lines';

const SPACE = /\s/u;

/** Applies a page's text changes; answers how many were written, and how many needed another font. */
export async function applyTextEdits(mupdf: Mupdf, page: PDFPage, pageNumber: number, edits: TextEdit[], fonts: EditFonts): Promise<{ edited: number; inOtherFont: number }> {
  if (edits.length === 0) return { edited: 0, inOtherFont: 0 };
  const text = readStyledLines(mupdf, page);
  const scanned = isScannedPage(text);
  const onPage = pageFonts(page);
  const plans: Array<{ edit: TextEdit; plan: TextEditPlan }> = [];
  for (const edit of edits) {
    const lines = edit.lines.map((index) => text.lines[index]);
    if (lines.some((line) => line === undefined) || lines.map(lineText).join('\n') !== edit.original
      || lines.some((line) => line.block !== lines[0].block)) {
      throw new EngineError('bad-params', `The text of page ${pageNumber} is not what the change was made from: open the file again and redo the change.`);
    }
    const refused = lines.map((line) => lineRefusal(line, scanned, onPage)).find(Boolean);
    if (refused) throw new EngineError('bad-params', `A line of page ${pageNumber} cannot be edited (${refused}).`);
    const plan = planTextEdit(edit, text.lines);
    if (plan) plans.push({ edit, plan });
  }
  if (plans.length === 0) return { edited: 0, inOtherFont: 0 };

  const looks = new Map(plans.map(({ edit, plan }) => [edit, plan.chars.map((planned) => wantedLook(planned, edit, text, onPage))]));
  const probes = fonts.onPage(onPage, neededChars(plans, looks, text));
  removeGlyphs(mupdf, page, plans, text.lines);

  const writer = new PageTextWriter(mupdf, page);
  let inOtherFont = 0;
  for (const { edit, plan } of plans) {
    const before = fonts.substituted;
    await writePlan(writer, plan, edit, looks.get(edit)!, text.lines, probes, fonts);
    if (fonts.substituted > before) inOtherFont += 1;
  }
  writer.finish();
  return { edited: plans.length, inOtherFont };
}

/** The look a character is to be written in: its own, or the change's weight and slant. */
function wantedLook({ look }: PlannedChar, edit: TextEdit, text: PageTextLines, fonts: Map<string, PDFObject[]>): WantedLook {
  const own = text.fonts.get(look.font);
  // Weight and slant read from the font's whole name (MuPDF's may be cut short: "…-Dem" for "…-Demi").
  const name = fullFontName(fonts, look.font);
  const bold = edit.style?.bold ?? isBoldFont(name, own);
  const italic = edit.style?.italic ?? isItalicFont(name, own);
  const family = familyOf(name, own);
  if (bold === isBoldFont(name, own) && italic === isItalicFont(name, own)) return { fontName: look.font, family, bold, italic };
  // Another weight or slant: a font of the same family on the page that has it, if there is one.
  const sibling = [...text.fonts].find(([other, otherLook]) => familyKey(fullFontName(fonts, other)) === familyKey(name)
    && isBoldFont(fullFontName(fonts, other), otherLook) === bold && isItalicFont(fullFontName(fonts, other), otherLook) === italic);
  return { fontName: sibling?.[0], family, bold, italic };
}

/** Per font of the file, the characters it may have to write or measure. */
function neededChars(plans: Array<{ edit: TextEdit; plan: TextEditPlan }>, looks: Map<TextEdit, WantedLook[]>, text: PageTextLines): Map<string, string[]> {
  const needed = new Map<string, string[]>();
  const add = (font: string | undefined, char: string) => {
    if (font === undefined) return;
    needed.set(font, [...(needed.get(font) ?? []), char]);
  };
  for (const { edit, plan } of plans) {
    plan.chars.forEach((planned, index) => add(looks.get(edit)![index].fontName, planned.char));
    for (const line of edit.lines) for (const char of text.lines[line].chars) add(char.font, char.char);
  }
  return needed;
}

/** Takes the changed characters' glyphs out of the page's content, every line's in one pass. */
function removeGlyphs(mupdf: Mupdf, page: PDFPage, plans: Array<{ plan: TextEditPlan }>, lines: StyledLine[]): void {
  const bands: Array<[number, number, number, number]> = [];
  for (const { plan } of plans) {
    for (const [index, from] of plan.removeFrom) {
      const inked = lines[index].chars.slice(from).filter((char) => !SPACE.test(char.char));
      if (inked.length === 0) continue;
      const first = inked[0].quad;
      const last = inked[inked.length - 1].quad;
      // Inside the first and last glyphs, so a neighbour that touches them is not caught.
      const left = first[0] + (first[2] - first[0]) * 0.3;
      const right = last[2] - (last[2] - last[0]) * 0.3;
      const middle = inked.reduce((sum, char) => sum + (char.quad[1] + char.quad[5]) / 2, 0) / inked.length;
      bands.push([left, middle - 0.5, Math.max(right, left + 0.1), middle + 0.5]);
    }
  }
  if (bands.length === 0) return;
  withAnnotationsKept(page, () => {
    for (const band of bands) page.createAnnotation('Redact').setRect(band);
    page.applyRedactions(false, mupdf.PDFPage.REDACT_IMAGE_NONE, mupdf.PDFPage.REDACT_LINE_ART_NONE, mupdf.PDFPage.REDACT_TEXT_REMOVE);
  });
}

/**
 * Runs a redaction of our own bands with the page's annotations kept as they are: MuPDF applies every
 * Redact annotation of the page (a redaction the file only marks would be carried out unasked) and
 * drops the links its areas touch. The file's own Redact marks sleep under another name meanwhile,
 * and the page's annotation list is put back as it was.
 */
function withAnnotationsKept(page: PDFPage, redact: () => void): void {
  const doc = page._doc;
  const object = page.getObject();
  const kept: PDFObject[] = [];
  object.get('Annots').forEach((annotation) => kept.push(annotation));
  // A dangling entry resolves to mupdf.js's null object, which has no keys to ask.
  const marks = kept.map((annotation) => annotation.resolve())
    .filter((annotation) => annotation.isDictionary() && annotation.get('Subtype').isName() && annotation.get('Subtype').asName() === 'Redact');
  marks.forEach((mark) => mark.put('Subtype', doc.newName('FolioKeptRedact')));
  try {
    redact();
  } finally {
    marks.forEach((mark) => mark.put('Subtype', doc.newName('Redact')));
    if (kept.length > 0) {
      const annotations = doc.newArray();
      kept.forEach((annotation) => annotations.push(annotation));
      object.put('Annots', annotations);
    }
  }
}

interface Piece { runs: FontRun[]; size: number; spacing: number; color: number[]; width: number; look: StyledChar }
type Word = Piece[];

/** Lays the plan's characters out, word by word, and hands each run to the writer. */
async function writePlan(writer: PageTextWriter, plan: TextEditPlan, edit: TextEdit, looks: WantedLook[], lines: StyledLine[],
  probes: PageFontsProbe, fonts: EditFonts): Promise<void> {
  const edited = edit.lines.map((index) => lines[index]);
  const first = edited[0];
  const spacingOf = (font: string) => letterSpacing(edited, probes, font);
  const spaceAdvance = wordSpacing(edited, probes);
  const sizeScale = (look: StyledChar) => (edit.style?.fontSize ?? look.size) / look.size;

  // The text as paragraphs (hard line breaks) of words, each word as pieces of one look.
  const paragraphs: Array<Array<{ word: Word; space: number }>> = [[]];
  let current: PlannedChar[] = [];
  let currentLooks: WantedLook[] = [];
  const flush = async () => {
    if (current.length === 0) return;
    const word = await wordPieces(current, currentLooks, edit, probes, fonts, spacingOf);
    const look = current[current.length - 1].look;
    paragraphs[paragraphs.length - 1].push({ word, space: spaceAdvance(look.font) * sizeScale(look) });
    current = [];
    currentLooks = [];
  };
  for (const [index, planned] of plan.chars.entries()) {
    if (planned.char === '\n') {
      await flush();
      paragraphs.push([]);
    } else if (SPACE.test(planned.char)) {
      await flush();
    } else {
      current.push(planned);
      currentLooks.push(looks[index]);
    }
  }
  await flush();

  const from = plan.removeFrom.get(edit.lines[0]) ?? 0;
  const startChar = first.chars[from];
  const last = first.chars[first.chars.length - 1];
  const baseline = lineBaseline(first);
  if (plan.mode === 'line') {
    // From the first rewritten character's pen position (after a kept space), or the line's end.
    let x = startChar ? startChar.origin[0] : last.quad[2];
    if (startChar && SPACE.test(startChar.char) && from > 0) x = startChar.origin[0] + spaceAdvance(startChar.font);
    for (const [index, { word, space }] of paragraphs[0].entries()) {
      x = placeWord(writer, word, x, baseline, baseline) + (index < paragraphs[0].length - 1 ? space : 0);
    }
    return;
  }
  // A paragraph: wrapped between the block's left edge (the first line may be indented) and right edge.
  const left = Math.min(...edited.map((line) => line.chars[0].origin[0]));
  const right = Math.max(...edited.map((line) => Math.max(...line.chars.map((char) => char.quad[2]))));
  const pitch = linePitch(edited) * sizeScale(first.chars[0]);
  let y = baseline;
  let lineStart = first.chars[0].origin[0];
  for (const paragraph of paragraphs) {
    let x = lineStart;
    let empty = true;
    for (const { word, space } of paragraph) {
      const width = word.reduce((sum, piece) => sum + piece.width, 0);
      if (!empty && x + width > right + 0.5) {
        y += pitch;
        x = left;
      }
      // A raised piece keeps its rise above the baseline of its own line.
      x = placeWord(writer, word, x, y, lineBaselineOf(word, edited)) + space;
      empty = false;
    }
    y += pitch;
    lineStart = left;
  }
}

/** Writes a word with its pen at x on the baseline y; a raised or lowered piece (a superscript) keeps its rise. */
function placeWord(writer: PageTextWriter, word: Word, x: number, y: number, lineBaseline: number): number {
  let pen = x;
  for (const piece of word) {
    const rise = piece.look.origin[1] - lineBaseline;
    for (const run of piece.runs) {
      writer.add({ font: run.font, size: piece.size, spacing: piece.spacing, color: piece.color, x: pen, y: y + rise, hex: run.hex });
      pen += run.advance(piece.size) + piece.spacing * run.glyphs;
    }
  }
  return pen;
}

/** A word cut where its look changes; each piece in the file's font if it can, else a substitute. */
async function wordPieces(chars: PlannedChar[], looks: WantedLook[], edit: TextEdit, probes: PageFontsProbe, fonts: EditFonts,
  spacingOf: (font: string) => number): Promise<Word> {
  const pieces: Word = [];
  let start = 0;
  for (let index = 1; index <= chars.length; index += 1) {
    if (index < chars.length && sameLook(chars[index], chars[start], looks[index], looks[start])) continue;
    const text = chars.slice(start, index).map(({ char }) => char).join('');
    const { look } = chars[start];
    const wanted = looks[start];
    const size = edit.style?.fontSize ?? look.size;
    const color = edit.style?.color ? rgbOf(edit.style.color) : look.color;
    const own = wanted.fontName === undefined ? undefined : probes.run(wanted.fontName, text);
    const runs = own ? [own] : await fonts.substitute(text, wanted);
    const spacing = wanted.fontName === undefined ? 0 : spacingOf(wanted.fontName) * (size / look.size);
    pieces.push({ runs, size, spacing, color, look, width: runs.reduce((sum, run) => sum + run.advance(size) + spacing * run.glyphs, 0) });
    start = index;
  }
  return pieces;
}

function sameLook(one: PlannedChar, two: PlannedChar, oneLook: WantedLook, twoLook: WantedLook): boolean {
  return oneLook.fontName === twoLook.fontName && oneLook.bold === twoLook.bold && oneLook.italic === twoLook.italic
    && one.look.size === two.look.size && one.look.color.join() === two.look.color.join();
}

/** The letter spacing (Tc) a font was set with on these lines: the median gap beyond each glyph's width. */
function letterSpacing(lines: StyledLine[], probes: PageFontsProbe, font: string): number {
  const probe = probes.probe(font);
  if (!probe) return 0;
  const gaps: number[] = [];
  for (const { chars } of lines) {
    for (let index = 0; index + 1 < chars.length; index += 1) {
      const [a, b] = [chars[index], chars[index + 1]];
      if (a.font !== font || b.font !== font || a.size !== b.size || SPACE.test(a.char) || SPACE.test(b.char)) continue;
      const code = probe.codeOf(a.char);
      if (code !== undefined) gaps.push(b.origin[0] - a.origin[0] - (probe.width(code) / 1000) * a.size);
    }
  }
  const spacing = median(gaps);
  return Math.abs(spacing) < 0.01 ? 0 : spacing;
}

/** A space's advance as the lines were set (justified text has wide ones), by font. */
function wordSpacing(lines: StyledLine[], probes: PageFontsProbe): (font: string) => number {
  const advances: number[] = [];
  for (const { chars } of lines) {
    chars.forEach((char, index) => {
      const next = chars[index + 1];
      if (SPACE.test(char.char) && next && !SPACE.test(next.char)) advances.push(next.origin[0] - char.origin[0]);
    });
  }
  const measured = median(advances);
  const size = lines[0].chars[0].size;
  return (font) => {
    if (measured > 0) return measured;
    const probe = probes.probe(font);
    const code = probe?.codeOf(' ');
    return code !== undefined && probe ? (probe.width(code) / 1000) * size : size * 0.25;
  };
}

/** The baseline most of a line's letters sit on (superscripts and subscripts are off it). */
function lineBaseline(line: StyledLine): number {
  const baselines = line.chars.filter((char) => !SPACE.test(char.char)).map((char) => char.origin[1]).sort((a, b) => a - b);
  return baselines[Math.floor(baselines.length / 2)] ?? line.chars[0].origin[1];
}

/** The baseline of the original line a word's first piece comes from, to measure its rise against. */
function lineBaselineOf(word: Word, lines: StyledLine[]): number {
  const look = word[0].look;
  const line = lines.find((candidate) => candidate.chars.includes(look)) ?? lines[0];
  return lineBaseline(line);
}

/** The distance between the baselines of a block's lines; 1.2 sizes for a block of one line. */
function linePitch(lines: StyledLine[]): number {
  const steps = lines.slice(1).map((line, index) => line.chars[0].origin[1] - lines[index].chars[0].origin[1]).filter((step) => step > 0);
  return median(steps) || lines[0].chars[0].size * 1.2;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
