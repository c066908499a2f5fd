import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { strFromU8, unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { docxBody, docxParagraphs, docxTables, libreOfficeToPdf } from '../../../test/readers/office-files';
import {
  afterPicture, beforePicture, picture, sectionHeading, styledTextFixtureBytes, title, underlined, underlinedLineEnd, underlinedLineStart, warning, warningColour,
} from '../../../test/fixtures/styled-text-fixture';
import { alignedTable, introText, ruledTable, tableFixtureBytes } from '../../../test/fixtures/table-fixture';
import { inOrderShare, pdftotextWords, wordRecall, wordsOf } from '../../../test/readers/text-fidelity';
import { failingPagesFixtureBytes } from '../../../test/fixtures/failing-pages-fixture';
import { afterListing, beforeFigure, caption, figureBox, figureLabels, figureListingFixtureBytes, listing } from '../../../test/fixtures/figure-listing-fixture';
import { leftColumn, reportTitle, rightColumn, sidebarHeading, sidebarLines, sidebarReportFixtureBytes } from '../../../test/fixtures/sidebar-report-fixture';
import { jobOf } from '../../../test/fixtures/engine-job';
import { fileBytes } from '../../../src/contract/named-file';
import { pdfToWord } from './pdf-to-word';

const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');
const outline = corpusFile('multipage-outline-links-4p.pdf');

async function docx(file: { name: string; bytes: Uint8Array }, pages = '') {
  const { outputs } = await pdfToWord(jobOf(file, { pages }));
  expect(outputs.map((output) => output.name)).toEqual([file.name.replace(/\.pdf$/, '.docx')]);
  return fileBytes(outputs[0]);
}

describe('pdfToWord', () => {
  it.each([[paper.name, paper], [outline.name, outline]])('keeps the words of %s, in order (pdftotext as the reference)', async (_name, file) => {
    const paragraphs = await docxParagraphs(await docx(file));
    const words = paragraphs.flatMap(wordsOf);
    const expected = pdftotextWords(file.bytes);
    expect(wordRecall(expected, words)).toBeGreaterThanOrEqual(0.97);
    // The paper's figure labels (about 1 % of its words) are drawn in the figures' pictures, no longer text.
    expect(inOrderShare(expected, words)).toBeGreaterThanOrEqual(0.94);
  });

  it('gives a vector figure as a picture of its size in its place, its labels inside it, and keeps a code listing’s lines', async () => {
    const bytes = await docx({ name: 'paper.pdf', bytes: await figureListingFixtureBytes() });
    const body = await docxBody(bytes);
    const texts = body.map((paragraph) => paragraph.text);
    const figureAt = body.findIndex((paragraph) => paragraph.pictures > 0);
    expect(body.filter((paragraph) => paragraph.pictures > 0)).toHaveLength(1);
    expect(texts[figureAt - 1]).toBe(beforeFigure);
    expect(texts[figureAt + 1]).toBe(caption);
    for (const label of figureLabels) expect(texts.some((text) => text.includes(label))).toBe(false);
    // Its size in the document: the shapes' extent (the circles' strokes reach 1 pt past it).
    const [cx, cy] = /<wp:extent cx="(\d+)" cy="(\d+)"/.exec(strFromU8(unzipSync(bytes)['word/document.xml']))!.slice(1).map((emu) => Number(emu) / 12700);
    expect(cx).toBeGreaterThanOrEqual(figureBox.width);
    expect(cx).toBeLessThanOrEqual(figureBox.width + 4);
    expect(cy).toBeGreaterThanOrEqual(figureBox.height);
    expect(cy).toBeLessThanOrEqual(figureBox.height + 4);
    // The listing: a paragraph per line, its indentation kept.
    const start = texts.indexOf(listing[0]);
    expect(texts.slice(start, start + listing.length)).toEqual(listing);
    expect(texts[start + listing.length]).toBe(afterListing);
  });

  it('draws a paper’s figures as the page shows them: no picture is a black block (stencil images came out black)', async () => {
    const media = Object.entries(unzipSync(await docx(paper, '2,6,13'))).filter(([name]) => name.startsWith('word/media/'));
    // Page 2's state machine (drawn), page 6's trace diagrams (images with drawn labels), page 13's chart.
    expect(media.length).toBe(5);
    for (const [name, data] of media) {
      const png = PNG.sync.read(Buffer.from(data));
      let dark = 0;
      for (let index = 0; index < png.data.length; index += 4) if (png.data[index] + png.data[index + 1] + png.data[index + 2] < 150) dark += 1;
      expect(dark / (png.width * png.height), name).toBeLessThan(0.5);
    }
  });

  it('reflows running text into paragraphs and reads a two-column page column by column', async () => {
    const paragraphs = (await docxParagraphs(await docx(paper, '2'))).filter((text) => text.trim() !== '');
    const lines = execFileSync('pdftotext', ['-f', '2', '-l', '2', '-', '-'], { input: paper.bytes, encoding: 'utf8' }).split('\n').filter((line) => line.trim() !== '');
    expect(paragraphs.length).toBeLessThanOrEqual(lines.length / 2);
    const text = paragraphs.join('\n');
    // The left column ends with the outline of the paper; the right one starts with Figure 1's program.
    const leftColumnEnd = text.indexOf('The remainder of this paper');
    const rightColumnStart = text.indexOf('for (var i = 2; i < 100; ++i)');
    expect(leftColumnEnd).toBeGreaterThan(0);
    expect(rightColumnStart).toBeGreaterThan(leftColumnEnd);
    // Lines of one paragraph are joined, a word hyphenated at a line's end made whole again.
    expect(text).toContain('Hence, recording and compiling a trace speculates');
  });

  // The same report drawn by pdf-lib and by LibreOffice (a page-anchored frame): both draw the box first.
  it.each([
    ['pdf-lib', async () => ({ name: 'report.pdf', bytes: await sidebarReportFixtureBytes() })],
    ['LibreOffice', async () => corpusFile('report-sidebar-libreoffice.pdf')],
  ])('on a two-column report with a sidebar the main text comes first: title, left column, right column, then the box (%s)', async (_maker, report) => {
    const paragraphs = (await docxParagraphs(await docx(await report()))).filter((text) => text.trim() !== '');
    const text = paragraphs.join('\n');
    // Each piece by its opening words: where the reflow joins or cuts paragraphs does not matter here.
    const opening = (piece: string) => piece.split(' ').slice(0, 6).join(' ');
    const order = [reportTitle, ...leftColumn, ...rightColumn, sidebarHeading, ...sidebarLines].map((piece) => text.indexOf(opening(piece)));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(paragraphs[0]).toBe(reportTitle);
    // The box's lines are not joined into the main text beside them.
    for (const line of [sidebarHeading, ...sidebarLines]) {
      const holding = paragraphs.find((paragraph) => paragraph.includes(line))!;
      expect([...leftColumn, ...rightColumn].some((piece) => holding.includes(opening(piece))), line).toBe(false);
    }
  });

  it('writes a file LibreOffice opens and converts, with the pages\' text', async () => {
    const pdf = libreOfficeToPdf(await docx(outline), 'outline.docx');
    const words = wordsOf(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }));
    expect(wordRecall(pdftotextWords(outline.bytes), words)).toBeGreaterThanOrEqual(0.97);
  });

  it('turns a ruled and an aligned table into Word tables, the text around them into paragraphs', async () => {
    const bytes = await docx({ name: 'tables.pdf', bytes: await tableFixtureBytes() });
    expect(await docxTables(bytes)).toEqual([ruledTable, alignedTable]);
    expect(await docxParagraphs(bytes)).toContain(introText);
  });

  it('keeps headings, the text\'s colour, an underline drawn under words, and a picture in its place', async () => {
    const bytes = await docx({ name: 'styled.pdf', bytes: await styledTextFixtureBytes() });
    const body = (await docxBody(bytes)).filter((paragraph) => paragraph.text.trim() !== '' || paragraph.pictures > 0);
    const find = (start: string) => body.findIndex((paragraph) => paragraph.text.trim().startsWith(start));
    expect(body[find(title)]).toMatchObject({ style: 'Heading1', text: title });
    expect(body[find(sectionHeading)]).toMatchObject({ style: 'Heading2', text: sectionHeading });
    // The four lines of running text are one body paragraph.
    const running = body[find('The garden had a good year.')];
    expect(running.style).toBeUndefined();
    expect(running.text).toContain('with compost from the heaps. Most crops did well');
    expect(running.text).toContain('kept a diary of the work done.');

    const warningRuns = body[find(warning)].runs.filter((run) => run.text.trim() !== '');
    expect(warningRuns.map((run) => run.colour?.toUpperCase())).toEqual(warningRuns.map(() => warningColour));
    expect(running.runs.every((run) => run.colour === undefined)).toBe(true);

    const line = body[find(underlinedLineStart.trim())];
    expect(line.text.trim()).toBe((underlinedLineStart + underlined + underlinedLineEnd).trim());
    expect(line.runs.filter((run) => run.underline === 'single').map((run) => run.text).join('').trim()).toBe(underlined);
    expect(line.runs.filter((run) => run.underline === undefined).map((run) => run.text.trim())).toEqual([underlinedLineStart.trim(), underlinedLineEnd.trim()]);
    expect(running.runs.some((run) => run.underline)).toBe(false);

    // The picture: one, between the paragraphs drawn above and below it, with its own pixels.
    const pictures = body.flatMap((paragraph, index) => (paragraph.pictures > 0 ? [index] : []));
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toBeGreaterThan(find(beforePicture));
    expect(pictures[0]).toBeLessThan(find(afterPicture));
    const media = unzipSync(bytes);
    const images = Object.keys(media).filter((name) => name.startsWith('word/media/'));
    expect(images).toHaveLength(1);
    const png = PNG.sync.read(Buffer.from(media[images[0]]));
    expect([png.width, png.height]).toEqual([picture.width, picture.height]);
  });

  it('refuses a password-protected file without its password', async () => {
    await expect(pdfToWord(jobOf(corpusFile('encrypted-userpw-01.pdf'), { pages: '' }))).rejects.toMatchObject({ code: 'encrypted' });
  });

  it('refuses a file none of whose chosen pages can be read as damaged, and names the pages it left out', async () => {
    const file = { name: 'failing.pdf', bytes: await failingPagesFixtureBytes() };
    await expect(pdfToWord(jobOf(file, { pages: '2' }))).rejects.toMatchObject({ code: 'corrupt', message: expect.stringContaining('failing.pdf could not be converted') });
    const { facts } = await pdfToWord(jobOf(file, { pages: '1-2' }));
    expect(facts.failedPages).toEqual([2]);
  });
});
