// Two versions of one document for the Compare tests, made with pdf-lib: text paragraphs on three
// pages and the corpus's bird picture on the first. Version B changes words on page 1, moves the
// picture, adds a paragraph to page 3 and a fourth page; page 2 is the same in both.
import { PDFArray, PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { corpusFile } from './corpus';

export const PAGE = { width: 595.28, height: 841.89 };
const FONT_SIZE = 12;
const LINE_HEIGHT = 16;
const LEFT = 72;

/** Where each version draws the picture, in pdf-lib's coordinates (from the bottom-left). */
export const PICTURE = {
  before: { x: 330, y: 120, width: 180, height: 120 },
  after: { x: 72, y: 380, width: 180, height: 120 },
};

const firstPage = (quick: string, lazy: string) => [
  'Folio compares two versions of a document',
  `The ${quick} brown fox jumps over the ${lazy} near the river bank`,
  'while the farmer watches from his porch and counts',
  'the apples that fell during the night storm',
];
const secondPage = [
  'Nothing on this page changes between the versions',
  'so the comparison must report no difference here',
];
const thirdPage = [
  'The third page ends with one paragraph in the first version',
  'and the second version adds another one below it',
];

/** The paragraph version B adds to page 3, line by line (24 words). */
export const ADDED_PARAGRAPH = [
  'Here begins the new paragraph that only the second version has',
  'it tells of orchards and rivers and the people',
  'who live in valleys',
];

export const CHANGED_WORDS = [
  { before: ['quick'], after: ['slow'] },
  { before: ['lazy', 'dog'], after: ['sleepy', 'cat'] },
];

async function makeVersion(version: 'before' | 'after'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bird = await doc.embedPng(corpusFile('image-greyscale-bird.png').bytes);
  const write = (lines: string[], top = 100) => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    lines.forEach((line, index) => page.drawText(line, { x: LEFT, y: PAGE.height - top - index * LINE_HEIGHT, size: FONT_SIZE, font }));
    return page;
  };
  const after = version === 'after';
  write(after ? firstPage('slow', 'sleepy cat') : firstPage('quick', 'lazy dog')).drawImage(bird, PICTURE[version]);
  write(secondPage);
  const third = write(thirdPage);
  if (after) {
    ADDED_PARAGRAPH.forEach((line, index) => third.drawText(line, { x: LEFT, y: PAGE.height - 200 - index * LINE_HEIGHT, size: FONT_SIZE, font }));
    write(['A whole page that only the second version has']);
  }
  return doc.save();
}

export async function compareVersions(): Promise<{ before: { name: string; bytes: Uint8Array }; after: { name: string; bytes: Uint8Array } }> {
  return {
    before: { name: 'report-v1.pdf', bytes: await makeVersion('before') },
    after: { name: 'report-v2.pdf', bytes: await makeVersion('after') },
  };
}

/** A picture's place in the editor's coordinates (from the top-left of the page). */
export function pictureBox(version: 'before' | 'after') {
  const { x, y, width, height } = PICTURE[version];
  return { x, y: PAGE.height - y - height, width, height };
}

/** A copy of a file with a new page of text (the first page's size) at `index` (0-based). */
export async function withPageInserted(bytes: Uint8Array, index: number, lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const { width, height } = doc.getPage(0).getSize();
  const page = doc.insertPage(index, [width, height]);
  lines.forEach((line, row) => page.drawText(line, { x: LEFT, y: page.getHeight() - 100 - row * LINE_HEIGHT, size: FONT_SIZE, font }));
  return doc.save();
}

/** A copy of a file without its page at `index` (0-based). */
export async function withPageRemoved(bytes: Uint8Array, index: number): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  doc.removePage(index);
  return doc.save();
}

/**
 * A copy of a file with a light filled rectangle painted under the text of one page: pdf-lib adds
 * drawings after the page's content (on top), so its new content stream is moved to the front.
 * `box` is in the editor's coordinates (from the top-left).
 */
export async function withFillUnderText(bytes: Uint8Array, index: number, box: { x: number; y: number; width: number; height: number }): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(index);
  page.drawRectangle({ x: box.x, y: page.getHeight() - box.y - box.height, width: box.width, height: box.height, color: rgb(1, 0.85, 0.3) });
  const contents = page.node.Contents();
  if (!(contents instanceof PDFArray)) throw new Error('expected pdf-lib to have made the page contents an array');
  const drawn = contents.get(contents.size() - 1);
  contents.remove(contents.size() - 1);
  contents.insert(0, drawn);
  return doc.save();
}

/** A file of pages without text: one corpus picture filling each page (a PNG or a JPEG, by its name). */
export async function picturePages(names: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const name of names) {
    const { bytes } = corpusFile(name);
    const picture = name.endsWith('.png') ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const { width, height } = picture.scaleToFit(PAGE.width - 2 * LEFT, PAGE.height - 2 * LEFT);
    page.drawImage(picture, { x: (PAGE.width - width) / 2, y: (PAGE.height - height) / 2, width, height });
  }
  return doc.save();
}
