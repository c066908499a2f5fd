import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { Box } from '../../../src/contract/edit-pdf';
import type { CompareDifference } from '../../../src/contract/compare-pdf';
import { EngineError } from '../../../src/contract/errors';
import { popplerWords } from '../../../test/readers/poppler-readers';
import { corpusFile } from '../../../test/fixtures/corpus';
import {
  ADDED_PARAGRAPH, CHANGED_WORDS, compareVersions, pictureBox, picturePages, withFillUnderText, withPageInserted, withPageRemoved,
} from '../../../test/fixtures/compare-fixtures';
import { jobOf } from '../../../test/fixtures/engine-job';
import type { ProgressCallback } from '../../../src/contract/errors';
import { comparePdf } from './compare-pdf';
import { diffWords } from './word-diff';

const versions = compareVersions();

type PdfFile = { name: string; bytes: Uint8Array };

/** The differences are the engine's facts: it writes no file. */
async function compare(before: PdfFile, after: PdfFile, onProgress?: ProgressCallback) {
  const { outputs, facts } = await comparePdf(jobOf([before, after], {}), onProgress);
  expect(outputs).toEqual([]);
  return facts;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A difference's kind and page, `[kind, page]` when both files have it at the same place. */
function placeOf(difference: CompareDifference): [string, number] | [string, number, number] {
  if (!('pages' in difference)) return [difference.kind, difference.page];
  const { before, after } = difference.pages;
  return before === after ? [difference.kind, before] : [difference.kind, before, after];
}

function near(actual: number, expected: number, tolerance: number) {
  expect(Math.abs(actual - expected)).toBeLessThan(tolerance);
}

describe('diffWords', () => {
  it('answers the stretches where two word lists differ, replaced runs as one stretch', () => {
    expect(diffWords('a b c d e'.split(' '), 'a x c d e f'.split(' '))).toEqual([
      { beforeStart: 1, beforeEnd: 2, afterStart: 1, afterEnd: 2 },
      { beforeStart: 5, beforeEnd: 5, afterStart: 5, afterEnd: 6 },
    ]);
    expect(diffWords(['same', 'words'], ['same', 'words'])).toEqual([]);
    expect(diffWords(['one', 'two', 'three'], ['three'])).toEqual([{ beforeStart: 0, beforeEnd: 2, afterStart: 0, afterEnd: 0 }]);
  });
});

describe('comparePdf', () => {
  it('finds nothing between a file and itself', async () => {
    const { before } = await versions;
    const answer = await compare(before, { ...before, name: 'copy.pdf' });
    expect(answer).toEqual({ pagesBefore: 3, pagesAfter: 3, rows: [1, 2, 3].map((page) => ({ before: page, after: page })), differences: [], truncated: false });
  });

  it('finds nothing between a 14-page paper with figures and the same paper written again by another PDF writer', async () => {
    const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const rewritten = await (await PDFDocument.load(paper.bytes)).save({ useObjectStreams: false });
    expect(rewritten).not.toEqual(paper.bytes);
    const answer = await compare(paper, { name: 'rewritten.pdf', bytes: rewritten });
    expect(answer).toMatchObject({ pagesBefore: 14, pagesAfter: 14, differences: [], truncated: false });
  });

  it('finds the changed words, the added paragraph, the moved picture and the added page, and nothing else', async () => {
    const { before, after } = await versions;
    const progress: number[] = [];
    const { differences, pagesBefore, pagesAfter, truncated } = await compare(before, after, (done) => progress.push(done));
    expect({ pagesBefore, pagesAfter, truncated }).toEqual({ pagesBefore: 3, pagesAfter: 4, truncated: false });
    // Reading 3 + 4 pages to pair them, then comparing the 3 pairs.
    expect(progress).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(differences.map(placeOf)).toEqual([
      ['changed', 1], ['changed', 1], ['drawing', 1], ['added', 3], ['page-added', 4],
    ]);

    const changed = differences.filter((difference): difference is Extract<CompareDifference, { kind: 'changed' }> => difference.kind === 'changed');
    expect(changed.map(({ before: old, after: now }) => ({ before: old.words, after: now.words }))).toEqual(CHANGED_WORDS);
    // Each box is where poppler (another reader) places the words, within 2 points.
    const quick = popplerWords(before.bytes, 1).find((word) => word.text === 'quick')!;
    const [quickBox] = changed[0].before.boxes;
    near(quickBox.x, quick.xMin, 2);
    near(quickBox.x + quickBox.width, quick.xMax, 2);
    // Vertically the readers measure from different font heights: the box holds poppler's line.
    const middle = (quick.yMin + quick.yMax) / 2;
    expect(quickBox.y).toBeLessThan(middle);
    expect(quickBox.y + quickBox.height).toBeGreaterThan(middle);
    const sleepy = popplerWords(after.bytes, 1).find((word) => word.text === 'sleepy')!;
    const cat = popplerWords(after.bytes, 1).find((word) => word.text === 'cat')!;
    expect(changed[1].after.boxes).toHaveLength(1);
    near(changed[1].after.boxes[0].x, sleepy.xMin, 2);
    near(changed[1].after.boxes[0].x + changed[1].after.boxes[0].width, cat.xMax, 2);

    const added = differences.find((difference) => difference.kind === 'added')!;
    if (added.kind !== 'added') throw new Error('not an addition');
    expect(added.after.words).toEqual(ADDED_PARAGRAPH.join(' ').split(' '));
    expect(added.after.words).toHaveLength(24);
    // One box per line of the paragraph.
    expect(added.after.boxes).toHaveLength(ADDED_PARAGRAPH.length);

    const drawing = differences.find((difference) => difference.kind === 'drawing')!;
    if (drawing.kind !== 'drawing') throw new Error('not a drawing change');
    // The picture left one place and arrived at another: a region over each, and none elsewhere.
    const old = pictureBox('before');
    const now = pictureBox('after');
    expect(drawing.boxes.length).toBeGreaterThanOrEqual(2);
    expect(drawing.boxes.every((box) => overlaps(box, old) || overlaps(box, now))).toBe(true);
    const atOld = drawing.boxes.filter((box) => overlaps(box, old));
    const atNew = drawing.boxes.filter((box) => overlaps(box, now));
    expect(atOld.length).toBeGreaterThan(0);
    expect(atNew.length).toBeGreaterThan(0);
    // The regions cover the picture's places (within a few points at the render's 50 dpi).
    const union = (boxes: Box[]) => ({
      x: Math.min(...boxes.map((box) => box.x)), y: Math.min(...boxes.map((box) => box.y)),
      right: Math.max(...boxes.map((box) => box.x + box.width)), bottom: Math.max(...boxes.map((box) => box.y + box.height)),
    });
    for (const [found, place] of [[union(atOld), old], [union(atNew), now]] as const) {
      near(found.x, place.x, 6);
      near(found.y, place.y, 6);
      near(found.right, place.x + place.width, 6);
      near(found.bottom, place.y + place.height, 6);
    }
  });

  it('reports a page only in the first file as removed, and pages of another size', async () => {
    const { before, after } = await versions;
    const removed = await compare(after, before);
    expect(removed.differences.map(placeOf)).toEqual([
      ['changed', 1], ['changed', 1], ['drawing', 1], ['removed', 3], ['page-removed', 4],
    ]);
    const paragraph = removed.differences[3];
    expect(paragraph.kind === 'removed' && paragraph.before.words).toEqual(ADDED_PARAGRAPH.join(' ').split(' '));
    expect(removed.differences.at(-1)).toEqual({ kind: 'page-removed', page: 4 });
    const doc = await PDFDocument.load(before.bytes);
    doc.getPage(1).setSize(612, 792);
    const resized = await compare(before, { name: 'letter.pdf', bytes: await doc.save() });
    expect(resized.differences).toEqual([
      { kind: 'page-size', pages: { before: 2, after: 2 }, before: { width: expect.closeTo(595.28, 1), height: expect.closeTo(841.89, 1) }, after: { width: 612, height: 792 } },
    ]);
  });

  describe('pairs pages by their content', () => {
    const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const rows = (count: number, from: (page: number) => object) => Array.from({ length: count }, (_, index) => from(index + 1));

    it('reports a page inserted at page 2 once, and pairs every later page with its counterpart', async () => {
      const inserted = await withPageInserted(paper.bytes, 1, ['A page inserted into the paper', 'between its first and second pages']);
      expect(popplerWords(inserted, 2).map(({ text }) => text).slice(0, 3)).toEqual(['A', 'page', 'inserted']);
      const answer = await compare(paper, { name: 'inserted.pdf', bytes: inserted });
      expect(answer.differences).toEqual([{ kind: 'page-added', page: 2 }]);
      expect(answer.rows).toEqual([{ before: 1, after: 1 }, { after: 2 }, ...rows(13, (page) => ({ before: page + 1, after: page + 2 }))]);
      expect({ pagesBefore: answer.pagesBefore, pagesAfter: answer.pagesAfter, truncated: answer.truncated }).toEqual({ pagesBefore: 14, pagesAfter: 15, truncated: false });
    });

    it('reports a page removed once, and pairs every later page with its counterpart', async () => {
      const removed = await withPageRemoved(paper.bytes, 1);
      const answer = await compare(paper, { name: 'removed.pdf', bytes: removed });
      expect(answer.differences).toEqual([{ kind: 'page-removed', page: 2 }]);
      expect(answer.rows).toEqual([{ before: 1, after: 1 }, { before: 2 }, ...rows(12, (page) => ({ before: page + 2, after: page + 1 }))]);
    });

    it('pairs pages without text by their pictures: a picture page inserted or removed is one difference', async () => {
      const pictures = ['image-greyscale-bird.png', 'image-photo-mountain.jpg', 'ocr-phototest.png'];
      const before = { name: 'album.pdf', bytes: await picturePages(pictures) };
      const after = { name: 'album-2.pdf', bytes: await picturePages([pictures[0], 'bgremove-tiger.jpg', ...pictures.slice(1)]) };
      const inserted = await compare(before, after);
      expect(inserted.differences).toEqual([{ kind: 'page-added', page: 2 }]);
      expect(inserted.rows).toEqual([{ before: 1, after: 1 }, { after: 2 }, { before: 2, after: 3 }, { before: 3, after: 4 }]);
      const removed = await compare(after, before);
      expect(removed.differences).toEqual([{ kind: 'page-removed', page: 2 }]);
    });

    it('still pairs by position the pages left between two pairs, such as a page rewritten from top to bottom', async () => {
      const { before } = await versions;
      const doc = await PDFDocument.load(before.bytes);
      doc.removePage(1);
      const rewritten = await withPageInserted(await doc.save(), 1, ['Every word of this page is new']);
      const answer = await compare(before, { name: 'rewritten.pdf', bytes: rewritten });
      expect(answer.rows).toEqual(rows(3, (page) => ({ before: page, after: page })));
      expect(answer.differences.length).toBeGreaterThan(0);
      expect(answer.differences.every((difference) => ['changed', 'added', 'removed'].includes(placeOf(difference)[0]) && placeOf(difference)[1] === 2)).toBe(true);
    });
  });

  it('reports a fill painted under unchanged words as a drawing change at its place, and no word change', async () => {
    const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');
    // Under the abstract's first lines, in the left column of page 1.
    const fill = { x: 60, y: 440, width: 240, height: 40 };
    const filled = await withFillUnderText(paper.bytes, 0, fill);
    // Poppler reads the same words on the page.
    expect(popplerWords(filled, 1).map(({ text }) => text)).toEqual(popplerWords(paper.bytes, 1).map(({ text }) => text));
    const { differences } = await compare(paper, { name: 'filled.pdf', bytes: filled });
    expect(differences.map(placeOf)).toEqual([['drawing', 1]]);
    const [drawing] = differences;
    if (drawing.kind !== 'drawing') throw new Error('not a drawing change');
    expect(drawing.boxes).toHaveLength(1);
    const [box] = drawing.boxes;
    near(box.x, fill.x, 4);
    near(box.y, fill.y, 4);
    near(box.x + box.width, fill.x + fill.width, 4);
    near(box.y + box.height, fill.y + fill.height, 4);
  });

  it('refuses a job without a second file in words', async () => {
    const { before } = await versions;
    await expect(comparePdf(jobOf([before], {}))).rejects.toMatchObject({ code: 'bad-params', message: 'Add a second PDF to compare with.' });
  });

  it('refuses a damaged second file with the coded error naming it', async () => {
    const { before } = await versions;
    const damaged = { name: 'damaged.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nnot a PDF at all\n%%EOF') };
    const refusal = compare(before, damaged);
    await expect(refusal).rejects.toBeInstanceOf(EngineError);
    await expect(refusal).rejects.toMatchObject({ code: 'corrupt', fileIndex: 1 });
  });
});
