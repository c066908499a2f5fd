// Checks for OCR output with tools that are not ours: poppler's pdftotext and pdfimages, Debian's
// native tesseract, and the character error rate against a transcript.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function scratchFile(name: string, bytes: Uint8Array | string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'folio-ocr-')), name);
  writeFileSync(path, bytes);
  return path;
}

/** pdftotext's text of the whole file (pages separated by form feeds). */
export function popplerText(pdfPath: string): string {
  return execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
}

export interface WordBox {
  text: string;
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** pdftotext -bbox: every word with its box, in points from the page's top left. */
export function popplerWordBoxes(pdfPath: string): WordBox[] {
  const html = execFileSync('pdftotext', ['-bbox', pdfPath, '-'], { encoding: 'utf8' });
  const boxes: WordBox[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(line);
    if (word) boxes.push({ page, xMin: Number(word[1]), yMin: Number(word[2]), xMax: Number(word[3]), yMax: Number(word[4]), text: decodeEntities(word[5]) });
  }
  return boxes;
}

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");

// One thread: tesseract's OpenMP threads only fight the other tests for the CI machine's two cores.
const nativeEnv = { ...process.env, OMP_THREAD_LIMIT: '1' };

/** Native tesseract's words and boxes (TSV, pixels) for an image file. */
export function nativeTesseractWords(imagePath: string, language = 'eng'): Array<{ text: string; left: number; top: number; width: number; height: number }> {
  const tsv = execFileSync('tesseract', [imagePath, '-', '-l', language, 'tsv'], { env: nativeEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return tsv.split('\n').slice(1).map((line) => line.split('\t')).filter((cells) => cells.length === 12 && cells[0] === '5' && cells[11].trim() !== '')
    .map((cells) => ({ left: Number(cells[6]), top: Number(cells[7]), width: Number(cells[8]), height: Number(cells[9]), text: cells[11] }));
}

export function nativeTesseractText(imagePath: string, language = 'eng'): string {
  return execFileSync('tesseract', [imagePath, '-', '-l', language], { env: nativeEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** One page of a PDF as a greyscale PNG at the given resolution (poppler). */
export function popplerPagePng(pdfPath: string, page: number, dpi: number): string {
  const stem = join(mkdtempSync(join(tmpdir(), 'folio-ppm-')), 'page');
  execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', '-singlefile', '-f', String(page), '-l', String(page), pdfPath, stem]);
  return `${stem}.png`;
}

/** The image streams pdfimages extracts as they are stored (-all keeps JPEGs byte for byte). */
export function storedImages(pdfPath: string): Buffer[] {
  const folder = mkdtempSync(join(tmpdir(), 'folio-img-'));
  execFileSync('pdfimages', ['-all', pdfPath, join(folder, 'img')]);
  return readdirSync(folder).sort().map((name) => readFileSync(join(folder, name)));
}

/** Character error rate: edit distance over the transcript's length, whitespace runs counted as one space. */
export function characterErrorRate(recognised: string, transcript: string): number {
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
  const a = [...normal(recognised)];
  const b = [...normal(transcript)];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row.push(Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = row;
  }
  return previous[b.length] / Math.max(1, b.length);
}

/**
 * Where the text layer of a one-page PDF misses the words: each long word found once by both our
 * layer (pdftotext -bbox) and native tesseract on the page as shown (pdftoppm, 300 dpi) must start
 * where the ink starts and sit on its line, within `tolerance` points. Answers the landmarks and
 * the misses, so a test can ask for enough of the first and none of the second.
 */
export function textLayerMisses(pdfPath: string, tolerance = 3): { landmarks: number; misses: string[] } {
  const ours = popplerWordBoxes(pdfPath);
  const native = nativeTesseractWords(popplerPagePng(pdfPath, 1, 300));
  const points = (pixels: number) => (pixels * 72) / 300;
  const once = (words: Array<{ text: string }>, text: string) => words.filter((word) => word.text === text).length === 1;
  const landmarks = ours.filter((word) => word.text.length >= 5 && once(ours, word.text) && once(native, word.text));
  const misses = landmarks.flatMap((word) => {
    const match = native.find((candidate) => candidate.text === word.text)!;
    const middle = (word.yMin + word.yMax) / 2;
    const startsOnInk = Math.abs(word.xMin - points(match.left)) <= tolerance;
    const onItsLine = middle >= points(match.top) - tolerance && middle <= points(match.top + match.height) + tolerance;
    return startsOnInk && onItsLine ? [] : [`${word.text}: ours x ${word.xMin.toFixed(1)} y ${middle.toFixed(1)}, ink x ${points(match.left).toFixed(1)} y ${points(match.top).toFixed(1)}–${points(match.top + match.height).toFixed(1)}`];
  });
  return { landmarks: landmarks.length, misses };
}

/** Every image a PDF draws and every soft mask, in page order (pdfimages -list): type ('image', 'smask', …), size and encoding. */
export function popplerImageList(pdfPath: string): Array<{ type: string; width: number; height: number; encoding: string }> {
  const list = execFileSync('pdfimages', ['-list', pdfPath], { encoding: 'utf8' });
  return list.split('\n').slice(2).map((line) => line.trim().split(/\s+/)).filter((cells) => cells.length > 8)
    .map(([, , type, width, height, , , , encoding]) => ({ type, width: Number(width), height: Number(height), encoding }));
}

/** Width and height of every image a PDF draws, in page order (pdfimages -list). */
export function popplerImageSizes(pdfPath: string): Array<[number, number]> {
  return popplerImageList(pdfPath).filter(({ type }) => type === 'image').map(({ width, height }) => [width, height]);
}
