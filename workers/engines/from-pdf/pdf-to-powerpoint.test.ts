import { execFileSync } from 'node:child_process';
import { strFromU8, unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { libreOfficeToPdf, pptxSlideTexts } from '../../../test/readers/office-files';
import { pdftotextWords, wordRecall, wordsOf } from '../../../test/readers/text-fidelity';
import { failingPagesFixtureBytes } from '../../../test/fixtures/failing-pages-fixture';
import { alignedTable, introText, ruledTable, tableFixtureBytes } from '../../../test/fixtures/table-fixture';
import { jobOf } from '../../../test/fixtures/engine-job';
import { fileBytes } from '../../../src/contract/named-file';
import { pdfToPowerpoint } from './pdf-to-powerpoint';

const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');

describe('pdfToPowerpoint', () => {
  it('makes a slide per page at the page\'s aspect ratio, its text in editable boxes over a background picture', async () => {
    const { outputs: [output], facts } = await pdfToPowerpoint(jobOf(paper, { pages: '1-3' }));
    expect([output.name, output.pages, facts.failedPages]).toEqual(['multipage-text-tracemonkey-14p.pptx', 3, []]);
    const bytes = await fileBytes(output);
    const texts = await pptxSlideTexts(bytes);
    expect(texts).toHaveLength(3);
    texts.forEach((text, index) => {
      expect(wordRecall(pdftotextWords(paper.bytes, index + 1, index + 1), wordsOf(text))).toBeGreaterThanOrEqual(0.9);
    });
    const zip = unzipSync(bytes);
    const presentation = strFromU8(zip['ppt/presentation.xml']);
    const [, cx, cy] = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(presentation)!;
    // US Letter, 612 x 792 points: the same ratio.
    expect(Number(cx) / Number(cy)).toBeCloseTo(612 / 792, 2);
    expect(Object.keys(zip).filter((name) => /^ppt\/media\/.+\.png$/.test(name))).toHaveLength(3);
    const slide = strFromU8(zip['ppt/slides/slide1.xml']);
    expect(slide).toContain('b="1"');
    // LibreOffice opens it, and its own PDF of the deck carries the first slide's words.
    const pdf = libreOfficeToPdf(bytes, 'paper.pptx');
    const words = wordsOf(execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' }));
    expect(wordRecall(pdftotextWords(paper.bytes, 1, 1), words)).toBeGreaterThanOrEqual(0.9);
  });

  it('turns a ruled and an aligned table into slide tables in their places, their values in no other text box', async () => {
    const { outputs: [output] } = await pdfToPowerpoint(jobOf({ name: 'tables.pdf', bytes: await tableFixtureBytes() }, { pages: 'all' }));
    const slide = strFromU8(unzipSync(await fileBytes(output))['ppt/slides/slide1.xml']);
    const textOf = (xml: string) => [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((match) => match[1]).join('');
    const tables = [...slide.matchAll(/<a:tbl>[\s\S]*?<\/a:tbl>/g)].map(([table]) =>
      [...table.matchAll(/<a:tr\b[\s\S]*?<\/a:tr>/g)].map(([row]) => [...row.matchAll(/<a:tc\b[\s\S]*?<\/a:tc>/g)].map(([cell]) => textOf(cell))));
    expect(tables).toEqual([ruledTable, alignedTable]);
    // The text boxes hold the text around the tables, not a column of their values.
    const boxes = [...slide.matchAll(/<p:sp>[\s\S]*?<\/p:sp>/g)].map(([shape]) => textOf(shape)).join('\n');
    expect(boxes).toContain(introText);
    for (const value of ['1,234.50', '(12.00)', '-2.000,00', '15.03.2024']) expect(boxes).not.toContain(value);
  });

  it('draws the slide\'s background without the page\'s text, and keeps its pictures', async () => {
    const { outputs: [output] } = await pdfToPowerpoint(jobOf(paper, { pages: '2' }));
    const zip = unzipSync(await fileBytes(output));
    const [media] = Object.keys(zip).filter((name) => /^ppt\/media\/.+\.png$/.test(name));
    const background = PNG.sync.read(Buffer.from(zip[media]));
    // poppler's own drawing of the page, at the background's resolution, and its word boxes, in points.
    const dpi = Math.round((background.width / 612) * 72);
    const reference = PNG.sync.read(execFileSync('pdftoppm', ['-f', '2', '-l', '2', '-r', String(dpi), '-singlefile', '-png', '-'], { input: paper.bytes, maxBuffer: 256 * 1024 * 1024 }));
    // The two round the page's edge differently: a pixel either way.
    expect(reference.width).toBe(background.width);
    expect(Math.abs(reference.height - background.height)).toBeLessThanOrEqual(1);
    const height = Math.min(reference.height, background.height);
    const html = execFileSync('pdftotext', ['-f', '2', '-l', '2', '-bbox', '-', '-'], { input: paper.bytes, encoding: 'utf8' });
    const scale = dpi / 72;
    const inWord = new Uint8Array(background.width * height);
    for (const [, x0, y0, x1, y1] of html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g)) {
      for (let y = Math.floor(Number(y0) * scale); y < Math.min(height, Math.ceil(Number(y1) * scale)); y += 1) {
        for (let x = Math.floor(Number(x0) * scale); x < Math.ceil(Number(x1) * scale); x += 1) inWord[y * background.width + x] = 1;
      }
    }
    const darkShare = (image: PNG, words: boolean) => {
      let dark = 0;
      let all = 0;
      for (let index = 0; index < inWord.length; index += 1) {
        if (Boolean(inWord[index]) !== words) continue;
        const [r, g, b] = image.data.subarray(index * 4, index * 4 + 3);
        all += 1;
        if (0.299 * r + 0.587 * g + 0.114 * b < 128) dark += 1;
      }
      return dark / all;
    };
    // Where poppler draws the words, the background is blank paper; the page's pictures and lines are still there.
    expect(darkShare(reference, true)).toBeGreaterThan(0.1);
    expect(darkShare(background, true)).toBeLessThan(0.002);
    expect(darkShare(reference, false)).toBeGreaterThan(0.002);
    expect(darkShare(background, false)).toBeGreaterThan(darkShare(reference, false) * 0.6);
  });

  it('refuses a file none of whose chosen pages can be read as damaged, naming it', async () => {
    const file = { name: 'failing.pdf', bytes: await failingPagesFixtureBytes() };
    await expect(pdfToPowerpoint(jobOf(file, { pages: '2' }))).rejects.toMatchObject({ code: 'corrupt', message: expect.stringContaining('failing.pdf could not be converted') });
  });
});
