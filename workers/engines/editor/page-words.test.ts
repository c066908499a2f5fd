import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { changedPixels, popplerRender, popplerWords, qpdfJson } from '../../../test/readers/poppler-readers';
import { textHighlightBoxes } from '../../../src/contract/text-highlight';
import { lineBoxes, nearestWord, selectedWords, textOf, wordAt } from '../../../src/tools/edit-pdf/text-selection';
import type { Box } from '../../../src/contract/edit-pdf';
import { pageWords } from './page-words';
import { editedPdf } from '../../../test/fixtures/edited-pdf';

const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');

/** pdftotext's text of a region of a page (points from the top-left), words separated by single spaces. */
function popplerRegionText(bytes: Uint8Array, pageNumber: number, { x, y, width, height }: Box): string {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-region-')), 'file.pdf');
  writeFileSync(path, bytes);
  const region = [x, y, width, height].map((value) => String(Math.round(value)));
  const text = execFileSync('pdftotext', ['-f', String(pageNumber), '-l', String(pageNumber), '-x', region[0], '-y', region[1], '-W', region[2], '-H', region[3], path, '-'], { encoding: 'utf8' });
  return text.replace(/\s+/g, ' ').trim();
}

describe('pageWords', () => {
  it('answers the words of a page where pdftotext -bbox places them, within 2 pt', async () => {
    const { words } = await pageWords({ file: tracemonkey, pageNumber: 2 });
    const poppler = popplerWords(tracemonkey.bytes, 2);
    const near = (a: number, b: number) => Math.abs(a - b) <= 2;
    const found = poppler.filter((word) => words.some(({ text, box }) => text === word.text
      && near(box.x, word.xMin) && near(box.y, word.yMin) && near(box.x + box.width, word.xMax) && near(box.y + box.height, word.yMax)));
    // Poppler cuts a few words where the font changes (a footnote mark after a name); the rest agree.
    expect(poppler.length).toBeGreaterThan(500);
    expect(found.length / poppler.length).toBeGreaterThan(0.97);
  });

  it('answers the words of one page of a large file, in reading order line by line', async () => {
    const { words } = await pageWords({ file: corpusFile('multipage-mixed-geotopo-117p.pdf'), pageNumber: 5 });
    expect(words.map((word) => word.text)).toEqual(['2', 'Inhaltsverzeichnis', 'Stichwortverzeichnis', '111']);
    expect(words.map((word) => word.line)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a page the file does not have', async () => {
    await expect(pageWords({ file: tracemonkey, pageNumber: 15 })).rejects.toThrow('Page must be a number from 1 to 14.');
  });
});

describe('selecting text between two points', () => {
  it('gives, in reading order, the text pdftotext gives for the lines of a column the drag crossed', async () => {
    const { words } = await pageWords({ file: tracemonkey, pageNumber: 1 });
    // From the start of the abstract's third line to the end of its seventh, in the left column.
    const selection = { page: 1, anchor: nearestWord(words, { x: 56, y: 376 })!, focus: nearestWord(words, { x: 292, y: 416 })! };
    const chosen = selectedWords(words, selection);
    const lines = lineBoxes(chosen);
    expect(lines).toHaveLength(5);
    const region = textHighlightBoxes(lines);
    expect(textOf(chosen).replace(/\s+/g, ' ')).toBe(popplerRegionText(tracemonkey.bytes, 1, region));
    // A drag made the other way round selects the same words.
    expect(selectedWords(words, { ...selection, anchor: selection.focus, focus: selection.anchor })).toEqual(chosen);
  });

  it('finds the word under a press, and none in the margin', async () => {
    const { words } = await pageWords({ file: tracemonkey, pageNumber: 1 });
    const title = words.find((word) => word.text === 'Specialization')!;
    expect(words[wordAt(words, { x: title.box.x + 5, y: title.box.y + 5 })!]).toBe(title);
    expect(wordAt(words, { x: 10, y: 10 })).toBeUndefined();
  });
});

describe('a highlight of selected text, saved', () => {
  it('is a Highlight annotation with one quad per line covering the chosen words, and changes pixels over them only', async () => {
    const { words } = await pageWords({ file: tracemonkey, pageNumber: 1 });
    const chosen = selectedWords(words, { page: 1, anchor: nearestWord(words, { x: 56, y: 376 })!, focus: nearestWord(words, { x: 150, y: 396 })! });
    const lines = lineBoxes(chosen);
    expect(lines).toHaveLength(3);
    const result = await editedPdf({
      file: tracemonkey, images: {},
      edits: { pages: [], flatten: false, items: [{ kind: 'highlight', id: 'h1', page: 1, ...textHighlightBoxes(lines), color: '#ffff00', opacity: 0.5 }] },
    });

    const json = qpdfJson(result.bytes);
    const objects = json.qpdf[1];
    const pageObject = objects[`obj:${json.pages[0].object}`].value!;
    const pageHeight = (pageObject['/MediaBox'] as number[])[3];
    const annots = (pageObject['/Annots'] as string[]).map((ref) => objects[`obj:${ref}`].value!);
    const highlight = annots.find((annotation) => annotation['/Subtype'] === '/Highlight')!;
    expect(highlight['/AP']).toBeDefined();
    const points = highlight['/QuadPoints'] as number[];
    expect(points).toHaveLength(lines.length * 8);
    // Each quad, back in top-left coordinates, covers the words of its line (as pdftotext places them) and no more.
    const poppler = popplerWords(tracemonkey.bytes, 1);
    const lineNumbers = [...new Set(chosen.map((word) => word.line))];
    lines.forEach((line, index) => {
      const quad = points.slice(index * 8, index * 8 + 8);
      const xs = [quad[0], quad[2], quad[4], quad[6]];
      const ys = [quad[1], quad[3], quad[5], quad[7]].map((y) => pageHeight - y);
      const covered = { xMin: Math.min(...xs), xMax: Math.max(...xs), yMin: Math.min(...ys), yMax: Math.max(...ys) };
      const onLine = chosen.filter((word) => word.line === lineNumbers[index]);
      for (const word of onLine) {
        const seen = poppler.find((candidate) => candidate.text === word.text && Math.abs(candidate.xMin - word.box.x) < 2 && Math.abs(candidate.yMin - word.box.y) < 2)!;
        expect(seen.xMin).toBeGreaterThanOrEqual(covered.xMin - 1);
        expect(seen.xMax).toBeLessThanOrEqual(covered.xMax + 1);
        expect(seen.yMin).toBeGreaterThanOrEqual(covered.yMin - 1);
        expect(seen.yMax).toBeLessThanOrEqual(covered.yMax + 1);
      }
      expect(Math.abs(covered.xMin - line.x)).toBeLessThan(0.5);
      expect(Math.abs(covered.xMax - (line.x + line.width))).toBeLessThan(0.5);
    });

    // pdftoppm at one pixel per point: the pixels that change lie on the lines, and every line changes.
    const changed = changedPixels(popplerRender(tracemonkey.bytes, 1), popplerRender(result.bytes, 1));
    // MuPDF draws a highlight's ends rounded, a quarter of the line's height past its quad.
    const inside = (box: Box, [x, y]: [number, number]) => {
      const round = box.height / 4 + 1;
      return x >= box.x - round && x <= box.x + box.width + round && y >= box.y - 1.5 && y <= box.y + box.height + 1.5;
    };
    expect(changed.length).toBeGreaterThan(500);
    expect(changed.filter((pixel) => !lines.some((line) => inside(line, pixel)))).toEqual([]);
    for (const line of lines) expect(changed.some((pixel) => inside(line, pixel))).toBe(true);
  });

  it('is refused when one of its lines has no height', async () => {
    const lines = [{ x: 0, y: 0, width: 1, height: 0.5 }, { x: 0, y: 0.5, width: 1, height: 0 }];
    await expect(editedPdf({
      file: tracemonkey, images: {},
      edits: { pages: [], flatten: false, items: [{ kind: 'highlight', id: 'h1', page: 1, x: 50, y: 50, width: 100, height: 20, lines, color: '#ffff00', opacity: 0.5 }] },
    })).rejects.toThrow('Item h1 must have a width and a height.');
  });
});
