import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/corpus';
import { docxParagraphs, docxTables, libreOfficeToPdf } from '../../../test/office-files';
import { alignedTable, introText, ruledTable, tableFixtureBytes } from '../../../test/table-fixture';
import { inOrderShare, pdftotextWords, wordRecall, wordsOf } from '../../../test/text-fidelity';
import { pdfToWord } from './pdf-to-word';

const paper = corpusFile('multipage-text-tracemonkey-14p.pdf');
const outline = corpusFile('multipage-outline-links-4p.pdf');

async function docx(file: typeof paper, pages = '') {
  const { files } = await pdfToWord({ file, pages });
  expect(files).toHaveLength(1);
  return new Uint8Array(await files[0].blob.arrayBuffer());
}

describe('pdfToWord', () => {
  it.each([[paper.name, paper], [outline.name, outline]])('keeps the words of %s, in order (pdftotext as the reference)', async (_name, file) => {
    const paragraphs = await docxParagraphs(await docx(file));
    const words = paragraphs.flatMap(wordsOf);
    const expected = pdftotextWords(file.bytes);
    expect(wordRecall(expected, words)).toBeGreaterThanOrEqual(0.97);
    expect(inOrderShare(expected, words)).toBeGreaterThanOrEqual(0.95);
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

  it('refuses a password-protected file', async () => {
    await expect(pdfToWord({ file: corpusFile('encrypted-userpw-01.pdf'), pages: '' })).rejects.toMatchObject({ code: 'encrypted' });
  });
});
