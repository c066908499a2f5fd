import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { corpusDir, corpusFile } from '../../../test/fixtures/corpus';
import { jobOf, oneOutput } from '../../../test/fixtures/engine-job';
import { bombZip, comicBook, lockedEpub, pandocBook, pandocPlainText, remoteImageEpub } from '../../../test/fixtures/book-files';
import { popplerPageTexts } from '../../../test/readers/poppler-readers';
import { wordRecall } from '../../../test/readers/word-recall';
import { qpdfOutline } from '../../../test/readers/qpdf-outline';
import { popplerFonts, popplerPageBoxes } from '../../../test/readers/poppler-readers';

/** pdftotext's text of the whole PDF. */
const pdfText = (bytes: Uint8Array) => popplerPageTexts(bytes).join('\n');
import { defaultBookSettings, type BookSettings, type BookType } from '../../../src/contract/book-to-pdf';
import { bookToPdf } from './book-to-pdf';

const convert = (name: string, bytes: Uint8Array, type: BookType, settings: Partial<BookSettings> = {}) =>
  bookToPdf(jobOf({ name, bytes }, { type, ...defaultBookSettings, ...settings }));

describe('e-books to PDF', () => {
  it('lays out a real EPUB (epub.js’s Alice) on A5, its table of contents as bookmarks, its words all there', async () => {
    const book = corpusFile('epub-alice-epubjs.epub');
    const result = await convert(book.name, book.bytes, 'ebook');
    const output = await oneOutput(result);
    expect(output.name).toBe('epub-alice-epubjs.pdf');
    const boxes = popplerPageBoxes(output.bytes);
    expect(boxes.length).toBeGreaterThan(30);
    expect(Math.round(boxes[0].width)).toBe(420);
    expect(Math.round(boxes[0].height)).toBe(595);
    const nav = new TextDecoder().decode(unzipSync(book.bytes, { filter: (entry) => entry.name === 'OPS/toc.xhtml' })['OPS/toc.xhtml']);
    const chapters = [...nav.matchAll(/<li><a href="[^"]+">([^<]+)<\/a><\/li>/g)].map((match) => match[1]);
    const outline = qpdfOutline(output.bytes);
    expect(outline.map((entry) => entry.title)).toEqual(chapters);
    // Each chapter starts on a later page than the one before.
    const pages = outline.map((entry) => entry.page!);
    expect([...pages].sort((a, b) => a - b)).toEqual(pages);
    expect(wordRecall(pandocPlainText(book.bytes, 'epub'), pdfText(output.bytes))).toBeGreaterThanOrEqual(0.97);
    expect(result.facts).toMatchObject({ failures: [], charactersNotDrawn: [], remoteReferencesLeftOut: 0 });
  });

  it('takes the page size, font size and margin asked for: larger type makes more pages', async () => {
    const book = corpusFile('epub-alice-epubjs.epub');
    const small = await oneOutput(await convert(book.name, book.bytes, 'ebook', { pageSize: 'a4', fontSize: 9, margin: 10 }));
    const large = await oneOutput(await convert(book.name, book.bytes, 'ebook', { pageSize: 'a4', fontSize: 16, margin: 25 }));
    expect(popplerPageBoxes(small.bytes)[0]).toMatchObject({ width: expect.closeTo(595.3, 0), height: expect.closeTo(841.9, 0) });
    expect(large.pageCount).toBeGreaterThan(small.pageCount! * 1.5);
  });

  it('converts pandoc’s EPUB and FB2 of a Wikipedia page, its sections as bookmarks', async () => {
    // Its pictures are on Wikipedia's servers: left out, so pandoc fetches nothing.
    const html = readFileSync(`${corpusDir}html-wikipedia-mozilla.html`, 'utf8').replace(/<img\b[^>]*>/gi, '');
    for (const [format, type] of [['epub', 'ebook'], ['fb2', 'ebook']] as const) {
      const bytes = pandocBook(html, 'html', format, 'Mozilla');
      const output = await oneOutput(await convert(`mozilla.${format}`, bytes, type));
      expect(wordRecall(pandocPlainText(bytes, format), pdfText(output.bytes)), format).toBeGreaterThanOrEqual(0.97);
      // The EPUB's table of contents lists the page's headings (its FB2 has untitled sections, so none).
      if (format === 'epub') expect(JSON.stringify(qpdfOutline(output.bytes))).toContain('History');
    }
  });

  it('converts a real MOBI (the mobi library’s test book), its contents as nested bookmarks', async () => {
    const book = corpusFile('mobi-demo-iscc.mobi');
    const output = await oneOutput(await convert(book.name, book.bytes, 'ebook'));
    expect(output.pageCount).toBeGreaterThan(100);
    const outline = qpdfOutline(output.bytes);
    const section = outline.find((entry) => entry.title.startsWith('SECTION IV FAIRY STORIES'));
    expect(section?.children.length).toBeGreaterThan(0);
    expect(section!.page).toBeGreaterThan(1);
    expect(pdfText(output.bytes)).toContain('BIBLIOGRAPHY');
  });

  it('makes bookmarks of an FB2 book’s titled sections', async () => {
    const bytes = pandocBook('# Chapter one\n\nFirst words.\n\n## A part\n\nMore words.\n\n# Chapter two\n\nLast words.\n', 'markdown', 'fb2');
    const outline = qpdfOutline((await oneOutput(await convert('chapters.fb2', bytes, 'ebook'))).bytes);
    expect(outline.map((entry) => [entry.title, entry.children.map((child) => child.title)])).toEqual([['Chapter one', ['A part']], ['Chapter two', []]]);
  });

  it('draws Chinese, Arabic, Hebrew, Thai and Hindi with the fonts it serves, and names the characters no font has instead of dropping them unsaid', async () => {
    const bytes = pandocBook([
      '# 第一章', '中文测试文本，这是一个段落。',
      '## Arabic', 'مرحبا بكم في كتاب الاختبار',
      '## Hebrew', 'שלום וברוכים הבאים לספר הבדיקה',
      '## Thai', 'สวัสดีและยินดีต้อนรับ',
      '## Hindi', 'नमस्ते और परीक्षण पुस्तक',
      '## Cherokee', 'ᏣᎳᎩ',
    ].join('\n\n'), 'markdown', 'epub');
    const result = await convert('scripts.epub', bytes, 'ebook');
    const pdf = (await oneOutput(result)).bytes;
    const text = pdfText(pdf);
    expect(text).toContain('中文测试文本');
    expect(text).toContain('שלום');
    expect(text).toContain('สวัสดี');
    // Conjuncts (स्त, क्ष) and Arabic ligatures are drawn as one glyph each, which MuPDF's PDF writer maps
    // back to no text: the word without a conjunct reads back whole.
    expect(text).toContain('और');
    const fonts = popplerFonts(pdf).filter((font) => font.embedded).map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));
    // Devanagari is in Noto Sans itself.
    for (const family of ['NotoSansArabic', 'NotoSansHebrew', 'NotoSansThai', 'NotoSans']) expect(fonts, family).toContain(family);
    // Cherokee: no font Folio serves has it.
    expect(result.facts.charactersNotDrawn.sort()).toEqual([...'ᏣᎳᎩ'].sort());
  });

  it('counts pictures on other sites it leaves out, and fetches nothing', async () => {
    const result = await convert('remote.epub', remoteImageEpub(), 'ebook');
    expect(result.facts.remoteReferencesLeftOut).toBe(2);
    expect(pdfText((await oneOutput(result)).bytes)).toContain('Text beside a remote picture');
  });
});

describe('comics to PDF', () => {
  it('makes a page of each picture of a comic, in order, at the picture’s size', async () => {
    const bytes = comicBook([{ name: '01.png', width: 400, height: 600 }, { name: '02.png', width: 800, height: 600 }]);
    const output = await oneOutput(await convert('comic.cbz', bytes, 'comic'));
    const boxes = popplerPageBoxes(output.bytes);
    expect(boxes).toHaveLength(2);
    expect(boxes[0].width / boxes[0].height).toBeCloseTo(400 / 600, 2);
    expect(boxes[1].width / boxes[1].height).toBeCloseTo(800 / 600, 2);
  });

  it('combines several files into one PDF, a bookmark each, and leaves out one that fails, saying why', async () => {
    const book = corpusFile('epub-alice-epubjs.epub');
    const comic = comicBook([{ name: '1.png', width: 300, height: 400 }]);
    const result = await bookToPdf(jobOf([
      { name: 'alice.epub', bytes: book.bytes }, { name: 'broken.epub', bytes: new Uint8Array([1, 2, 3, 4, 5]) }, { name: 'comic.cbz', bytes: comic },
    ], { type: 'ebook', ...defaultBookSettings, combine: true }));
    const output = await oneOutput(result);
    expect(output.name).toBe('books.pdf');
    expect(qpdfOutline(output.bytes).map((entry) => entry.title)).toEqual(['alice', 'comic']);
    expect(result.facts.failures).toEqual([expect.objectContaining({ fileIndex: 1, code: 'corrupt' })]);
  });
});

describe('bad books', () => {
  it('refuses DRM, a zip bomb and a damaged file by name', async () => {
    await expect(convert('locked.epub', lockedEpub(), 'ebook')).rejects.toMatchObject({ code: 'unsupported-type', message: 'locked.epub is protected by DRM; Folio cannot open it.' });
    await expect(convert('bomb.epub', bombZip(), 'ebook')).rejects.toMatchObject({ code: 'too-large', message: expect.stringContaining('more than the 1024 MB Folio unpacks') });
    await expect(convert('noise.epub', new Uint8Array(2000).fill(7), 'ebook')).rejects.toMatchObject({ code: 'corrupt' });
  });
});
