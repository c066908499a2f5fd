import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { changedPixels, popplerFonts, popplerRender, popplerText, popplerWords, qdfText, qpdfJson, qpdfRun } from '../../../test/readers/poppler-readers';
import { mupdfPageText } from '../../../test/readers/mupdf-checks';
import { undrawnCharacters } from '../../../test/readers/notdef-glyphs';
import type { EditItem, EditSet } from '../../../src/contract/edit-pdf';
import { PDFDocument, rgb } from 'pdf-lib';
import { PNG } from 'pngjs';
import { quarterTurnsFixture } from '../../../test/fixtures/rotated-fixture';
import { editedPdf } from '../../../test/fixtures/edited-pdf';
import { collectJobNotices } from '../../runtime/job-notices';

const outline = corpusFile('multipage-outline-links-4p.pdf');
const scan = corpusFile('large-jpeg-scan-poster-300dpi.pdf');
const png = corpusFile('image-greyscale-bird.png');

const text = (changes: Partial<Extract<EditItem, { kind: 'text' }>> = {}): EditItem => ({
  kind: 'text', id: 't1', page: 1, x: 300, y: 400, text: 'Click to edit', fontFamily: 'Arial', fontSize: 12,
  color: '#000000', bold: false, italic: false, underline: false, alignment: 'left', ...changes,
});
const shape = (kind: 'rectangle' | 'circle', id: string, x: number, y: number): EditItem => ({
  kind, id, page: 1, x, y, width: kind === 'rectangle' ? 100 : 80, height: 80, strokeColor: '#000000', fillColor: '#ffffff', strokeWidth: 2, opacity: 1,
});
const edits = (items: EditItem[], more: Partial<EditSet> = {}): EditSet => ({ items, pages: [], flatten: false, ...more });

/** Annotation dictionaries of page `index` in qpdf's JSON. */
function annotationsOf(bytes: Uint8Array, index = 0): Array<Record<string, unknown>> {
  const json = qpdfJson(bytes);
  const objects = json.qpdf[1];
  const page = objects[`obj:${json.pages[index].object}`].value!;
  const annots = (page['/Annots'] as string[] | undefined) ?? [];
  // The corpus page has links of its own; only the editor's annotations are looked at.
  return annots.map((ref) => objects[`obj:${ref}`].value!).filter((annotation) => annotation['/Subtype'] !== '/Link');
}

describe('editPdf', () => {
  it('writes a text item at the click point, in the chosen font embedded, as a FreeText annotation', async () => {
    const result = await editedPdf({ file: outline, edits: edits([text({ text: 'Folio quokka', fontFamily: 'Times New Roman', fontSize: 18, bold: true })]), images: {} });
    const words = popplerWords(result.bytes, 1);
    const quokka = words.find((word) => word.text === 'quokka');
    const folio = words.find((word) => word.text === 'Folio')!;
    expect(quokka).toBeDefined();
    // The item's point is the top-left of its box; the text starts 2 pt in (the box's padding).
    expect(Math.abs(folio.xMin - 302)).toBeLessThan(2);
    expect(Math.abs(folio.yMin - 402)).toBeLessThan(2);
    const fonts = popplerFonts(result.bytes);
    expect(fonts).toContainEqual({ name: 'Times-Bold', embedded: true });
    const [annotation] = annotationsOf(result.bytes);
    expect(annotation['/Subtype']).toBe('/FreeText');
    expect(annotation['/Contents']).toBe('u:Folio quokka');
    expect(annotation['/AP']).toBeDefined();
  });

  it('writes Chinese, Japanese, Korean, Arabic, Hindi, Thai and Russian: every glyph drawn and read back, flattened and not', async () => {
    const words = ['你好世界', 'こんにちは', '안녕하세요', 'مرحبا', 'नमस्ते', 'สวัสดี', 'Привет'];
    const typed = `${words.join(' ')} Ünïcødé`;
    for (const flatten of [false, true]) {
      const result = await editedPdf({ file: outline, edits: edits([text({ text: typed, x: 40, y: 500, fontSize: 16 })], { flatten }), images: {} });
      expect(await undrawnCharacters(result.bytes), `flatten: ${flatten}`).toEqual([]);
      // poppler reads the words back in reading order; MuPDF too, Arabic as drawn (right to left), and a
      // replacement mark for the dots Noto Sans Arabic draws as glyphs of their own (they stand for no character).
      const poppler = popplerText(result.bytes, 1).normalize('NFKC');
      const mupdfText = mupdfPageText(result.bytes, 1).normalize('NFKC').replaceAll('\ufffd', '');
      for (const word of [...words, 'Ünïcødé']) {
        expect(poppler, `pdftotext, flatten: ${flatten}`).toContain(word);
        expect(mupdfText.includes(word) || mupdfText.includes([...word].reverse().join('')), `MuPDF: ${word}, flatten: ${flatten}`).toBe(true);
      }
      // The box fits the whole line: every word inside it, and pixels drawn in it.
      const line = popplerWords(result.bytes, 1).filter((word) => word.yMin > 490 && word.yMax < 530);
      const right = Math.max(...line.map((word) => word.xMax));
      if (!flatten) {
        const [annotation] = annotationsOf(result.bytes);
        const [x0, , x1] = annotation['/Rect'] as number[];
        expect(right).toBeLessThanOrEqual(x1 + 1);
        expect(right).toBeGreaterThan(x1 - 8);
        expect(x0).toBeCloseTo(40, 0);
      }
      const changed = changedPixels(popplerRender(outline.bytes, 1), popplerRender(result.bytes, 1));
      expect(changed.filter(([x, y]) => y >= 500 && y <= 525 && x >= 40 && x <= right).length).toBeGreaterThan(500);
      // The other scripts' fonts are kept to the glyphs drawn: one line adds tens of kilobytes, not whole fonts.
      expect(result.bytes.length - outline.bytes.length, `flatten: ${flatten}`).toBeLessThan(120_000);
      expect(popplerFonts(result.bytes).filter((font) => font.name.includes('Folio-noto-sans')).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('leaves out characters no font has, draws the rest, and says which were left out', async () => {
    const { value: result, notices } = await collectJobNotices(() => editedPdf({ file: outline, images: {}, edits: edits([text({ text: 'Seal 𓀀𓀁 here' })]) }));
    expect(popplerWords(result.bytes, 1).map((word) => word.text)).toEqual(expect.arrayContaining(['Seal', 'here']));
    expect(await undrawnCharacters(result.bytes)).toEqual([]);
    expect(notices).toEqual([{ kind: 'characters-not-drawn', fileName: 'multipage-outline-links-4p.pdf', characters: ['𓀀', '𓀁'] }]);
    // The annotation keeps the whole text, for viewers that have a font for it.
    expect(annotationsOf(result.bytes)[0]['/Contents']).toBe('u:Seal 𓀀𓀁 here');
  });

  it('wraps the words of a text item whose box was given a width, in a FreeText of that width', async () => {
    const result = await editedPdf({ file: outline, edits: edits([text({ text: 'alpha beta gamma delta', fontSize: 12, width: 80 })]), images: {} });
    const words = popplerWords(result.bytes, 1);
    const lineOf = (name: string) => Math.round(words.find((word) => word.text === name)!.yMin);
    // 'alpha beta' fits in 76 points of 12-point Helvetica (about 55), 'alpha beta gamma' does not.
    expect(lineOf('beta')).toBe(lineOf('alpha'));
    expect(lineOf('gamma')).toBeGreaterThan(lineOf('beta'));
    const [annotation] = annotationsOf(result.bytes);
    const [x0, , x1] = annotation['/Rect'] as number[];
    expect(x1 - x0).toBeCloseTo(80, 1);
    expect(annotation['/Contents']).toBe('u:alpha beta gamma delta');
  });

  it('draws rectangle, circle, arrow, ink, highlight and image as annotations with appearances, changing pixels only where drawn', async () => {
    const items: EditItem[] = [
      shape('rectangle', 'r', 60, 300),
      shape('circle', 'c', 200, 300),
      { kind: 'arrow', id: 'a', page: 1, from: { x: 60, y: 450 }, to: { x: 180, y: 480 }, strokeColor: '#ff0000', strokeWidth: 3 },
      { kind: 'ink', id: 'i', page: 1, strokes: [[{ x: 300, y: 450 }, { x: 330, y: 480 }, { x: 360, y: 450 }]], strokeColor: '#0000ff', strokeWidth: 2 },
      { kind: 'highlight', id: 'h', page: 1, x: 380, y: 300, width: 100, height: 20, color: '#ffff00', opacity: 0.5 },
      { kind: 'image', id: 'img', page: 1, x: 100, y: 600, width: 200, height: 150, rotation: 0, opacity: 1 },
    ];
    const result = await editedPdf({ file: outline, edits: edits(items), images: { img: png.bytes } });
    const subtypes = annotationsOf(result.bytes).map((annotation) => [annotation['/Subtype'], Boolean(annotation['/AP'])]);
    expect(subtypes).toEqual([['/Square', true], ['/Circle', true], ['/Line', true], ['/Ink', true], ['/Highlight', true], ['/Stamp', true]]);

    const before = popplerRender(outline.bytes, 1);
    const after = popplerRender(result.bytes, 1);
    const boxes = [[60, 300, 160, 380], [200, 300, 280, 380], [55, 440, 190, 490], [295, 445, 365, 485], [380, 300, 480, 320], [100, 600, 300, 750]];
    // MuPDF draws a highlight with rounded ends a quarter of its height beyond the marked area.
    const inside = ([x, y]: [number, number]) => boxes.some(([x0, y0, x1, y1]) => x >= x0 - 6 && x <= x1 + 6 && y >= y0 - 3 && y <= y1 + 3);
    const changed = changedPixels(before, after);
    expect(changed.filter((pixel) => !inside(pixel))).toEqual([]);
    // Each item changed something inside its own box.
    for (const [x0, y0, x1, y1] of boxes) {
      expect(changed.some(([x, y]) => x >= x0 && x <= x1 && y >= y0 && y <= y1), `box ${x0},${y0}`).toBe(true);
    }
    expect(qpdfRun(result.bytes, ['--check']).status).toBe(0);
  });

  it('turns a page with /Rotate and sets its /CropBox, keeping the content outside', async () => {
    const result = await editedPdf({
      file: outline, images: {},
      edits: edits([], { pages: [{ page: 2, rotate: 90, crop: { x: 50, y: 100, width: 300, height: 400 } }] }),
    });
    const json = qpdfJson(result.bytes);
    const page = json.qpdf[1][`obj:${json.pages[1].object}`].value!;
    expect(page['/Rotate']).toBe(90);
    // Page space is y-up from the bottom: 841.89 − 500 = 341.89.
    const crop = page['/CropBox'] as number[];
    [50, 341.89, 350, 741.89].forEach((value, index) => expect(crop[index]).toBeCloseTo(value, 1));
    expect(json.qpdf[1][`obj:${json.pages[0].object}`].value!['/Rotate'] ?? 0).toBe(0);
    expect(qdfText(result.bytes)).toContain('Contents');
  });

  it('flattens: the drawing stays on the page, no annotation is left', async () => {
    const result = await editedPdf({ file: outline, edits: edits([shape('rectangle', 'r', 60, 300), text({ text: 'Flat words' })], { flatten: true }), images: {} });
    expect(annotationsOf(result.bytes)).toEqual([]);
    expect(popplerWords(result.bytes, 1).map((word) => word.text)).toContain('Flat');
    const changed = changedPixels(popplerRender(outline.bytes, 1), popplerRender(result.bytes, 1));
    expect(changed.some(([x, y]) => x >= 60 && x <= 160 && y >= 300 && y <= 380)).toBe(true);
  });

  it('redacts a word for good: gone from the text, the content streams and the pixels, while the words around it stay', async () => {
    // The first "Bar" of page 1's contents list sits at 139.7–158.2 × 172.7–181.5 (pdftotext -bbox of the original);
    // the list names Bar twice more, and those stay.
    const result = await editedPdf({ file: outline, edits: edits([{ kind: 'redact', id: 'x', page: 1, x: 138, y: 171, width: 22, height: 12 }]), images: {} });
    expect(result.redactions).toBe(1);
    const countBar = (words: string[]) => words.filter((word) => word === 'Bar').length;
    const before = popplerWords(outline.bytes, 1);
    const after = popplerWords(result.bytes, 1);
    expect(countBar(after.map((word) => word.text))).toBe(countBar(before.map((word) => word.text)) - 1);
    expect(after.some((word) => word.text === 'Bar' && Math.abs(word.yMin - 172.68) < 1)).toBe(false);
    expect(after.map((word) => word.text)).toEqual(expect.arrayContaining(['Foo', 'Baz', 'Contents']));
    // In the decompressed content streams too: one "(Bar)" fewer.
    const occurrences = (bytes: Uint8Array) => qdfText(bytes).split('(Bar)').length - 1;
    expect(occurrences(result.bytes)).toBe(occurrences(outline.bytes) - 1);
    // Under the mark the page is a black box now.
    const image = popplerRender(result.bytes, 1);
    const centre = (177 * image.width + 149) * 4;
    expect([image.data[centre], image.data[centre + 1], image.data[centre + 2]]).toEqual([0, 0, 0]);
  });

  it('redacts the pixels of an image under a mark', async () => {
    const result = await editedPdf({ file: scan, edits: edits([{ kind: 'redact', id: 'x', page: 1, x: 200, y: 200, width: 400, height: 400 }]), images: {} });
    // Hidden annotations: the image itself must have lost the pixels, not be covered.
    const after = popplerRender(result.bytes, 1, { hideAnnotations: true });
    const before = popplerRender(scan.bytes, 1, { hideAnnotations: true });
    const inside = changedPixels(before, after).filter(([x, y]) => x > 210 && x < 590 && y > 210 && y < 590);
    expect(inside.length).toBeGreaterThan(380 * 380 * 0.5);
  });

  it('removes a vector drawing under a mark from the content, not only covers it', async () => {
    const made = await PDFDocument.create();
    const page = made.addPage([400, 400]);
    // Two filled squares: the mark covers the first (top-left in screen space) and not the second.
    page.drawRectangle({ x: 50, y: 250, width: 100, height: 100, color: rgb(0, 0.5, 1) });
    page.drawRectangle({ x: 250, y: 50, width: 100, height: 100, color: rgb(1, 0.5, 0) });
    const file = { name: 'squares.pdf', bytes: await made.save({ useObjectStreams: false }) };
    // Each square is the only thing painted in its colour: the colour operator tells whether it is drawn.
    const blue = /\b0 0?\.5 1 rg/;
    const orange = /\b1 0?\.5 0 rg/;
    expect(qdfText(file.bytes)).toMatch(blue);
    const result = await editedPdf({ file, images: {}, edits: edits([{ kind: 'redact', id: 'v', page: 1, x: 40, y: 40, width: 120, height: 120 }]) });
    expect(qdfText(result.bytes)).not.toMatch(blue);
    expect(qdfText(result.bytes)).toMatch(orange);
    const after = popplerRender(result.bytes, 1, { hideAnnotations: true });
    const pixel = (x: number, y: number) => [...after.data.subarray((y * after.width + x) * 4, (y * after.width + x) * 4 + 3)];
    expect(pixel(300, 300)).toEqual([255, 128, 0]);
  });

  it('deletes and reorders pages: the saved file has the kept pages in the new order', async () => {
    const result = await editedPdf({ file: outline, images: {}, edits: edits([text({ page: 3, text: 'On three' })], { order: [3, 1] }) });
    // Named after its input, with the page count it has now.
    expect(result).toMatchObject({ name: 'multipage-outline-links-4p-edited.pdf', pageCount: 2 });
    const firstWords = popplerWords(result.bytes, 1).map((word) => word.text);
    expect(firstWords).toEqual(expect.arrayContaining(['On', 'three']));
    expect(popplerWords(result.bytes, 2).map((word) => word.text)).toContain('Contents');
    expect(qpdfRun(result.bytes, ['--show-npages']).output.trim()).toBe('2');
  });

  describe('on pages turned by /Rotate, items stand upright as the page is shown, in other viewers too', () => {
    // Each page turned a quarter more: 0°, 90°, 180°, 270°.
    const turns = [0, 90, 180, 270].map((angle, index) => [angle, index + 1] as const);
    const inBox = ([x0, y0, x1, y1]: number[], margin = 0) => ([x, y]: [number, number]) => x >= x0 - margin && x <= x1 + margin && y >= y0 - margin && y <= y1 + margin;

    it.each(turns)('writes text on a page turned %d° that poppler reads in order and draws in its box', async (_angle, page) => {
      const file = await quarterTurnsFixture();
      const result = await editedPdf({ file, edits: edits([text({ page, x: 100, y: 100, text: 'Hello rotated page', fontSize: 14 })]), images: {} });
      // pdftotext measures the page as shown: the words read left to right from the item's point, 2 pt in.
      const words = popplerWords(result.bytes, page);
      expect(words.map((word) => word.text)).toEqual(['Hello', 'rotated', 'page']);
      expect(Math.abs(words[0].xMin - 102)).toBeLessThan(2);
      expect(Math.abs(words[0].yMin - 102)).toBeLessThan(2);
      expect(words[1].xMin).toBeGreaterThan(words[0].xMax);
      expect(words[2].xMin).toBeGreaterThan(words[1].xMax);
      // The box: about 118 × 21 pt for 14-point Helvetica with its padding. A drawing squeezed into
      // the page's own upright /Rect would spill below it as a tall stripe.
      const box = [100, 100, 100 + 2 + words[2].xMax - words[0].xMin + 2, 100 + 14 * 1.2 + 4];
      const changed = changedPixels(popplerRender(file.bytes, page), popplerRender(result.bytes, page));
      expect(changed.length).toBeGreaterThan(200);
      expect(changed.filter((pixel) => !inBox(box, 2)(pixel))).toEqual([]);
      expect(Math.max(...changed.map(([x]) => x)) - Math.min(...changed.map(([x]) => x))).toBeGreaterThan(100);
    });

    it.each(turns)('draws a picture (or signature) upright on a page turned %d°', async (_angle, page) => {
      // 60 × 30 pixels, black in the top-left quarter and white elsewhere: a turn or a mirror moves the black.
      const picture = new PNG({ width: 60, height: 30 });
      for (let index = 0; index < 60 * 30; index += 1) {
        const topLeft = index % 60 < 30 && index < 60 * 15;
        picture.data.fill(topLeft ? 0 : 255, index * 4, index * 4 + 3);
        picture.data[index * 4 + 3] = 255;
      }
      const file = await quarterTurnsFixture();
      const item: EditItem = { kind: 'image', id: 'sig', page, x: 200, y: 300, width: 120, height: 60, rotation: 0, opacity: 1 };
      const result = await editedPdf({ file, edits: edits([item]), images: { sig: PNG.sync.write(picture) } });
      const shown = popplerRender(result.bytes, page);
      const grey = (x: number, y: number) => shown.data[(y * shown.width + x) * 4];
      // The centres of the four quarters of the 120 × 60 box at (200, 300).
      expect([grey(230, 315), grey(290, 315), grey(230, 345), grey(290, 345)]).toEqual([0, 255, 255, 255]);
      // Nothing outside the box.
      const changed = changedPixels(popplerRender(file.bytes, page), shown);
      expect(changed.filter((pixel) => !inBox([200, 300, 320, 360], 1)(pixel))).toEqual([]);
    });
    it.each(turns.slice(1))('keeps shapes, arrows, ink, highlights and redactions where they were drawn on a page turned %d°', async (_angle, page) => {
      const file = await quarterTurnsFixture();
      const items: EditItem[] = [
        { ...shape('rectangle', 'r', 60, 300), page },
        { kind: 'arrow', id: 'a', page, from: { x: 60, y: 450 }, to: { x: 180, y: 480 }, strokeColor: '#ff0000', strokeWidth: 3 },
        { kind: 'ink', id: 'i', page, strokes: [[{ x: 300, y: 450 }, { x: 330, y: 480 }, { x: 360, y: 450 }]], strokeColor: '#0000ff', strokeWidth: 2 },
        { kind: 'highlight', id: 'h', page, x: 380, y: 300, width: 100, height: 20, color: '#ffff00', opacity: 0.5 },
        { kind: 'redact', id: 'x', page, x: 200, y: 100, width: 80, height: 30 },
      ];
      const result = await editedPdf({ file, edits: edits(items), images: {} });
      const boxes = [[60, 300, 160, 380], [55, 440, 190, 490], [295, 445, 365, 485], [380, 300, 480, 320], [200, 100, 280, 130]];
      const changed = changedPixels(popplerRender(file.bytes, page), popplerRender(result.bytes, page));
      // As on an upright page (above): a highlight's rounded ends reach a little beyond its area.
      expect(changed.filter((pixel) => !boxes.some((box) => inBox(box, 6)(pixel)))).toEqual([]);
      for (const box of boxes) expect(changed.some(inBox(box)), `box ${box.join(',')}`).toBe(true);
    });
  });

  it('saves a file opened with its password without encryption, and says so', async () => {
    const locked = { ...corpusFile('encrypted-userpw-01.pdf'), password: 'openpassword' };
    const { value: result, notices } = await collectJobNotices(() => editedPdf({ file: locked, images: {}, edits: edits([text({ text: 'Opened' })]) }));
    expect(qpdfRun(result.bytes, ['--show-encryption']).output).toContain('File is not encrypted');
    expect(popplerWords(result.bytes, 1).map((word) => word.text)).toContain('Opened');
    expect(notices).toEqual([{ kind: 'password-removed', fileName: 'encrypted-userpw-01.pdf' }]);
  });

  it('says that a damaged file was repaired before its edits were saved', async () => {
    const { value: result, notices } = await collectJobNotices(() => editedPdf({ file: corpusFile('broken-xref-01.pdf'), images: {}, edits: edits([]) }));
    expect(qpdfRun(result.bytes, ['--check']).status).toBe(0);
    expect(notices).toEqual([{ kind: 'repaired', fileName: 'broken-xref-01.pdf' }]);
  });

  it('refuses a page order that repeats a page, in words', async () => {
    await expect(editedPdf({ file: outline, images: {}, edits: edits([], { order: [1, 1] }) })).rejects.toThrow('each at most once');
  });

  it('refuses an item on a page the file does not have, in words', async () => {
    await expect(editedPdf({ file: outline, edits: edits([text({ page: 9 })]), images: {} })).rejects.toThrow('is on page 9, but the file has 4 pages');
  });

  it('refuses an image item whose picture is not an image', async () => {
    const item: EditItem = { kind: 'image', id: 'bad', page: 1, x: 10, y: 10, width: 20, height: 20, rotation: 0, opacity: 1 };
    await expect(editedPdf({ file: outline, edits: edits([item]), images: { bad: new TextEncoder().encode('not a picture') } })).rejects.toMatchObject({ code: 'unsupported-type' });
  });
});
