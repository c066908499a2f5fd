import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { alternateMergePdf, takenInTurn } from './alternate-merge-pdf';
import { corpusFile, pageTexts } from '../../../test/fixtures/corpus';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { wordPagesFile } from '../../../test/fixtures/word-pages';
import { popplerPageTexts } from '../../../test/readers/poppler-readers';
import { linkSummary, pageObjectCount } from '../../../test/readers/pdf-structure';
import { outlineLines, qpdfOutline } from '../../../test/readers/qpdf-outline';
import { EngineError } from '../../../src/contract/errors';
import { alternateMergeNeedsTwoFiles } from '../../../src/contract/alternate-merge-pdf';

describe('alternateMergePdf', () => {
  it('takes the fronts in order and the backs from the last page (the default), read back by pdftotext', async () => {
    const fronts = await wordPagesFile('scan-fronts.pdf', 'front', 3);
    // A scanner feeding the flipped stack gives the backs last page first: back3, back2, back1.
    const backs = await wordPagesFile('scan-backs.pdf', 'back', 3);
    const { outputs: [merged], facts } = await alternateMergePdf(jobOf([fronts, backs], { reverse: [2] }));
    expect(merged.name).toBe('scan-fronts-interleaved.pdf');
    expect(merged.pages).toBe(6);
    expect(popplerPageTexts(outputBytes(merged))).toEqual(['front1', 'back3', 'front2', 'back2', 'front3', 'back1']);
    expect(facts).toEqual({ pageCounts: [3, 3], alternatedPages: 6 });
  });

  it('reverses only the files it is told to, the first among them', async () => {
    const a = await wordPagesFile('a.pdf', 'a', 3);
    const b = await wordPagesFile('b.pdf', 'b', 3);
    expect(popplerPageTexts(outputBytes((await alternateMergePdf(jobOf([a, b], { reverse: [] }))).outputs[0])))
      .toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);
    expect(popplerPageTexts(outputBytes((await alternateMergePdf(jobOf([a, b], { reverse: [1, 2] }))).outputs[0])))
      .toEqual(['a3', 'b3', 'a2', 'b2', 'a1', 'b1']);
  });

  it('lets the rest of the longer file follow when the counts differ, and says how many pages alternated', async () => {
    const fronts = await wordPagesFile('fronts.pdf', 'front', 4);
    const backs = await wordPagesFile('backs.pdf', 'back', 2);
    const { outputs: [merged], facts } = await alternateMergePdf(jobOf([fronts, backs], { reverse: [2] }));
    expect(popplerPageTexts(outputBytes(merged))).toEqual(['front1', 'back2', 'front2', 'back1', 'front3', 'front4']);
    expect(facts).toEqual({ pageCounts: [4, 2], alternatedPages: 4 });
  });

  it('takes more than two files round-robin', async () => {
    const files = await Promise.all([wordPagesFile('a.pdf', 'a', 2), wordPagesFile('b.pdf', 'b', 3), wordPagesFile('c.pdf', 'c', 1)]);
    const { outputs: [merged], facts } = await alternateMergePdf(jobOf(files, { reverse: [] }));
    expect(popplerPageTexts(outputBytes(merged))).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'b3']);
    expect(facts).toEqual({ pageCounts: [2, 3, 1], alternatedPages: 3 });
    expect(takenInTurn([[1, 2], [], [3]])).toEqual([1, 3, 2]);
  });

  it('keeps the corpus pages whole: their text, links to the right pages, and the bookmarks leading to their new places', async () => {
    const outline = corpusFile('multipage-outline-links-4p.pdf');
    const tracemonkey = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const [a, b] = await Promise.all([pageTexts(outline.bytes), pageTexts(tracemonkey.bytes)]);
    const { outputs: [merged] } = await alternateMergePdf(jobOf([outline, tracemonkey], { reverse: [] }));
    expect(merged.pages).toBe(18);
    const texts = await pageTexts(outputBytes(merged));
    expect(texts.slice(0, 8)).toEqual([a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3]]);
    expect(texts.slice(8)).toEqual(b.slice(4));
    const document = await PDFDocument.load(outputBytes(merged));
    expect(pageObjectCount(document)).toBe(18);
    const links = linkSummary(document);
    expect(links.dangling).toBe(0);
    // The outline file's pages 1–4 now sit at 1, 3, 5, 7: its links lead there (0-based 0, 2, 4, 6).
    expect(links.internalTargets.length).toBeGreaterThan(0);
    expect(links.internalTargets.every((target) => [0, 2, 4, 6].includes(target))).toBe(true);
    const bookmarks = outlineLines(qpdfOutline(outputBytes(merged)));
    expect(bookmarks.length).toBeGreaterThan(0);
    expect(bookmarks.every((line) => /→ (1|3|5|7|-)$/.test(line))).toBe(true);
  });

  it('refuses one file by name, and a reversed position past the files', async () => {
    const one = await wordPagesFile('one.pdf', 'p', 2);
    await expect(alternateMergePdf(jobOf([one], { reverse: [2] }))).rejects.toThrow(alternateMergeNeedsTwoFiles);
    await expect(alternateMergePdf(jobOf([one, one], { reverse: [3] }))).rejects.toMatchObject({ code: 'bad-params' } satisfies Partial<EngineError>);
  });

  it('names a damaged file', async () => {
    const good = await wordPagesFile('good.pdf', 'p', 2);
    const damaged = { name: 'damaged.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nnot a pdf at all') };
    await expect(alternateMergePdf(jobOf([good, damaged], { reverse: [2] }))).rejects.toThrow(/damaged\.pdf/);
  });
});
