// The scanner's invisible text layer in every script the OCR offers: read back by poppler (pdftotext),
// each word as it was read and near its box, and checked by qpdf. Latin words stay in Helvetica.
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { popplerFonts, popplerWords, qpdfRun } from '../../../test/readers/poppler-readers';
import type { OcrWord } from '../../../src/contract/ocr-pdf';
import { loadMupdf } from '../mupdf/load-mupdf';
import { drawInvisibleWords, InvisibleTextFonts } from './invisible-words';

const WORDS = ['Folio', 'Ærø-café', 'Привет', 'Ελληνικά', '扫描文档', '日本語のテキスト', '안녕하세요', 'नमस्ते'];

function wordsInRows(texts: string[]): OcrWord[] {
  // One word a row, 40 px tall, 20 px apart, 300 px wide, on an image 600 px wide.
  return texts.map((text, row) => ({ text, confidence: 90, box: { x0: 100, y0: 20 + row * 60, x1: 400, y1: 60 + row * 60 } }));
}

async function layerPdf(words: OcrWord[], imageHeight: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([600, imageHeight]);
  const drawn = await drawInvisibleWords(page, new InvisibleTextFonts(pdf), words, imageHeight, 1);
  expect(drawn).toBe(words.length);
  return pdf.save();
}

describe('the scanner’s invisible text layer', () => {
  it('writes words of any script as themselves, where tesseract found them', async () => {
    const words = wordsInRows(WORDS);
    const bytes = await layerPdf(words, 20 + WORDS.length * 60);
    expect(qpdfRun(bytes, ['--check']).status).toBe(0);

    const found = popplerWords(bytes, 1);
    for (const word of words) {
      const match = found.find((box) => box.text === word.text);
      expect(match, `${word.text} in ${found.map((box) => box.text).join(' ')}`).toBeDefined();
      // Points equal pixels here, both from the top left; the ends within 2 % of the 300-point box.
      expect(Math.abs(match!.xMin - word.box.x0)).toBeLessThan(6);
      expect(Math.abs(match!.xMax - word.box.x1), `${word.text} ends at ${match!.xMax}`).toBeLessThan(6);
      expect(Math.abs((match!.yMin + match!.yMax) / 2 - (word.box.y0 + word.box.y1) / 2)).toBeLessThan(8);
    }
    expect(popplerFonts(bytes).map((font) => font.name).sort()).toEqual(['FolioUnicodeText', 'Helvetica']);

    // MuPDF, a second reader with its own font handling, opens the page and reads the same words.
    const mupdf = await loadMupdf();
    const document = mupdf.Document.openDocument(bytes, 'application/pdf');
    const mupdfText = document.loadPage(0).toStructuredText('').asText();
    for (const word of WORDS) expect(mupdfText).toContain(word);
  });

  it('keeps a Latin-only page in Helvetica, named once in the page’s fonts', async () => {
    const bytes = await layerPdf(wordsInRows(['Scanned', 'page', 'one']), 200);
    expect(popplerFonts(bytes).map((font) => font.name)).toEqual(['Helvetica']);
    const page = (await PDFDocument.load(bytes)).getPage(0);
    expect(page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict).keys()).toHaveLength(1);
  });
});
