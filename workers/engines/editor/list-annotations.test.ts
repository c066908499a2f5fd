import { beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { changedPixels, popplerRender, qpdfJson, qpdfRun } from '../../../test/readers/poppler-readers';
import type { EditItem, EditSet } from '../../../src/contract/edit-pdf';
import type { FileAnnotation } from '../../../src/contract/file-annotations';
import { editedPdf } from '../../../test/fixtures/edited-pdf';
import { jobOf, outputBytes } from '../../../test/fixtures/engine-job';
import { listAnnotations } from './list-annotations';

const outline = corpusFile('multipage-outline-links-4p.pdf');
const edits = (items: EditItem[], more: Partial<EditSet> = {}): EditSet => ({ items, pages: [], flatten: false, ...more });

// One annotation of each kind the editor knows, written by the engine itself on a corpus page that has links.
const drawn: EditItem[] = [
  { kind: 'text', id: 't', page: 1, x: 300, y: 400, text: 'Kept words', fontFamily: 'Times New Roman', fontSize: 14, color: '#aa0000', bold: false, italic: false, underline: false, alignment: 'left' },
  { kind: 'rectangle', id: 'r', page: 1, x: 60, y: 300, width: 100, height: 80, strokeColor: '#ff0000', fillColor: '#00ff00', strokeWidth: 3, opacity: 1 },
  { kind: 'circle', id: 'c', page: 1, x: 200, y: 300, width: 80, height: 60, strokeColor: '#0000ff', fillColor: 'none', strokeWidth: 2, opacity: 0.5 },
  { kind: 'arrow', id: 'a', page: 1, from: { x: 60, y: 450 }, to: { x: 180, y: 480 }, strokeColor: '#ff0000', strokeWidth: 3 },
  { kind: 'ink', id: 'i', page: 1, strokes: [[{ x: 300, y: 450 }, { x: 330, y: 480 }, { x: 360, y: 450 }]], strokeColor: '#0000ff', strokeWidth: 2 },
  { kind: 'highlight', id: 'h', page: 2, x: 380, y: 300, width: 100, height: 20, color: '#ffff00', opacity: 0.5 },
  // A highlight of two lines of text: 200 × 10 at 50,500 and 100 × 10 at 50,512.
  { kind: 'highlight', id: 'h2', page: 2, x: 50, y: 500, width: 200, height: 22, color: '#00ff00', opacity: 0.4, lines: [{ x: 0, y: 0, width: 1, height: 10 / 22 }, { x: 0, y: 12 / 22, width: 0.5, height: 10 / 22 }] },
];

interface Dictionary { ref: string; value: Record<string, unknown> }

/** Annotation dictionaries of page `index`, by qpdf (an independent reader). */
function annotationsOf(bytes: Uint8Array, index = 0): Dictionary[] {
  const json = qpdfJson(bytes);
  const objects = json.qpdf[1];
  const page = objects[`obj:${json.pages[index].object}`].value!;
  return ((page['/Annots'] as string[] | undefined) ?? []).map((ref) => ({ ref, value: objects[`obj:${ref}`].value! }));
}
/** The engine's listing as the assertions read it: the annotations, the stamps' pictures by object number, the backdrop's bytes. */
async function listOf(file: { name: string; bytes: Uint8Array }) {
  const { outputs, facts } = await listAnnotations(jobOf(file, {}));
  const bytesOf = (name: string) => outputBytes(outputs.find((output) => output.name === name)!);
  return {
    annotations: facts.annotations,
    pictures: Object.fromEntries(Object.entries(facts.pictureOutputs).map(([object, name]) => [object, bytesOf(name)])) as Record<number, Uint8Array>,
    backdrop: facts.backdropOutput === undefined ? undefined : bytesOf(facts.backdropOutput),
    names: outputs.map((output) => output.name),
  };
}
const subtypes = (list: Dictionary[]) => list.map((annotation) => annotation.value['/Subtype']);
const objectOf = (ref: string) => Number(ref.split(' ')[0]);

describe('listAnnotations', () => {
  let annotated: Uint8Array;
  let listed: FileAnnotation[];
  let backdrop: Uint8Array | undefined;
  beforeAll(async () => {
    annotated = (await editedPdf({ file: outline, edits: edits(drawn), images: {} })).bytes;
    ({ annotations: listed, backdrop } = await listOf({ name: 'annotated.pdf', bytes: annotated }));
  });

  it('lists each annotation the editor knows with its object number, place and style, and skips the links', () => {
    expect(listed.map((annotation) => [annotation.page, annotation.kind])).toEqual([
      [1, 'FreeText'], [1, 'Square'], [1, 'Circle'], [1, 'Line'], [1, 'Ink'], [2, 'Highlight'], [2, 'Highlight'],
    ]);
    const onFirstPage = annotationsOf(annotated).filter((annotation) => annotation.value['/Subtype'] !== '/Link').map((annotation) => objectOf(annotation.ref));
    expect(listed.filter((annotation) => annotation.page === 1).map((annotation) => annotation.object)).toEqual(onFirstPage);

    const [text, square, circle, line, ink, highlight, lines] = listed;
    expect(lines.quads!.map(({ x, y, width, height }) => [x, y, width, height].map(Math.round))).toEqual([[50, 500, 200, 10], [50, 512, 100, 10]]);
    expect(lines.color).toBe('#00ff00');
    expect(lines.opacity).toBeCloseTo(0.4, 5);
    expect(text).toMatchObject({ text: 'Kept words', fontName: 'TiRo', textColor: '#aa0000', alignment: 'left' });
    expect(text.fontSize).toBeCloseTo(14, 3);
    expect(text.rect.x).toBeCloseTo(300, 1);
    expect(text.rect.y).toBeCloseTo(400, 1);
    expect(square).toMatchObject({ color: '#ff0000', interiorColor: '#00ff00', borderWidth: 3, opacity: 1 });
    for (const [key, value] of Object.entries({ x: 60, y: 300, width: 100, height: 80 })) expect(square.rect[key as 'x']).toBeCloseTo(value, 1);
    expect(circle).toMatchObject({ color: '#0000ff', interiorColor: undefined, borderWidth: 2, opacity: 0.5 });
    expect(circle.rect.width).toBeCloseTo(80, 1);
    expect(line.line!.map(({ x, y }) => [Math.round(x), Math.round(y)])).toEqual([[60, 450], [180, 480]]);
    expect(ink.ink![0].map(({ x, y }) => [Math.round(x), Math.round(y)])).toEqual([[300, 450], [330, 480], [360, 450]]);
    expect(highlight).toMatchObject({ color: '#ffff00', opacity: 0.5 });
    for (const [key, value] of Object.entries({ x: 380, y: 300, width: 100, height: 20 })) expect(highlight.rect[key as 'x']).toBeCloseTo(value, 1);
  });

  it('makes a backdrop without them, named after the file, in which the links stay and the pages draw as the original did', async () => {
    expect(backdrop).toBeDefined();
    expect((await listOf({ name: 'annotated.pdf', bytes: annotated })).names).toEqual(['annotated-backdrop.pdf']);
    expect(subtypes(annotationsOf(backdrop!))).toEqual(subtypes(annotationsOf(outline.bytes)));
    expect(subtypes(annotationsOf(backdrop!)).every((subtype) => subtype === '/Link')).toBe(true);
    expect(changedPixels(popplerRender(outline.bytes, 1), popplerRender(backdrop!, 1))).toEqual([]);
    expect(changedPixels(popplerRender(outline.bytes, 2), popplerRender(backdrop!, 2))).toEqual([]);
  });

  it('answers no backdrop for a file with nothing to take over', async () => {
    expect(await listAnnotations(jobOf(outline, {}))).toEqual({ outputs: [], facts: { annotations: [], pictureOutputs: {} } });
  });

  it('saves a moved annotation in its new place and a deleted one gone, without duplicates, leaving the others and the links as they were', async () => {
    const [text, square, circle] = listed;
    const moved: EditItem = { ...drawn[1], source: square.object, x: 90, y: 340 } as EditItem;
    const result = await editedPdf({
      file: { name: 'annotated.pdf', bytes: annotated }, images: {},
      edits: edits([moved], { removeAnnotations: [{ page: 1, object: square.object }, { page: 1, object: circle.object }] }),
    });
    expect(result.annotationsRemoved).toBe(2);
    const before = annotationsOf(annotated);
    const after = annotationsOf(result.bytes);
    const linksOf = (list: Dictionary[]) => list.filter((annotation) => annotation.value['/Subtype'] === '/Link').length;
    expect(linksOf(after)).toBe(linksOf(before));
    expect(subtypes(after).filter((subtype) => subtype !== '/Link').sort()).toEqual(['/FreeText', '/Ink', '/Line', '/Square']);
    // The moved square: its /Rect (y-up page space, A4 841.89 high) moved by 30 right and 40 down.
    const [oldSquare] = before.filter((annotation) => annotation.value['/Subtype'] === '/Square');
    const [newSquare] = after.filter((annotation) => annotation.value['/Subtype'] === '/Square');
    const oldRect = oldSquare.value['/Rect'] as number[];
    const newRect = newSquare.value['/Rect'] as number[];
    [30, -40, 30, -40].forEach((shift, index) => expect(newRect[index] - oldRect[index]).toBeCloseTo(shift, 1));
    // The untouched text keeps its dictionary and its appearance.
    const keptText = (list: Dictionary[]) => list.find((annotation) => annotation.value['/Subtype'] === '/FreeText')!.value;
    expect(keptText(after)['/Rect']).toEqual(keptText(before)['/Rect']);
    expect(keptText(after)['/Contents']).toEqual(keptText(before)['/Contents']);
    expect(keptText(after)['/AP']).toBeDefined();
    expect(text.object).toBeGreaterThan(0);
    // Page 2's highlight, not named, is still there.
    expect(subtypes(annotationsOf(result.bytes, 1))).toContain('/Highlight');
    // Pixels: the square's old place is blank again where only it drew, its new place is drawn.
    const render = popplerRender(result.bytes, 1);
    const blank = popplerRender(outline.bytes, 1);
    const changed = changedPixels(blank, render);
    expect(changed.some(([x, y]) => x >= 180 && x <= 190 && y >= 415 && y <= 420)).toBe(true);
    expect(changed.some(([x, y]) => x >= 62 && x <= 85 && y >= 302 && y <= 335)).toBe(false);
    expect(qpdfRun(result.bytes, ['--check']).status).toBe(0);
  });

  it('lists a stamp with its own drawing as a picture, and moves it in place keeping its appearance', async () => {
    const bird = corpusFile('image-greyscale-bird.png');
    const stamped = (await editedPdf({
      file: outline, images: { img: bird.bytes },
      edits: edits([{ kind: 'image', id: 'img', page: 3, x: 100, y: 600, width: 200, height: 150, rotation: 0, opacity: 1 }]),
    })).bytes;
    const { annotations, pictures, names } = await listOf({ name: 'stamped.pdf', bytes: stamped });
    const [stamp] = annotations;
    expect(stamp).toMatchObject({ kind: 'Stamp', page: 3 });
    for (const [key, value] of Object.entries({ x: 100, y: 600, width: 200, height: 150 })) expect(stamp.rect[key as 'x']).toBeCloseTo(value, 1);
    // A PNG of the stamp as the file draws it, named after the file and the stamp.
    expect(names).toEqual([`stamped-stamp-${stamp.object}.png`, 'stamped-backdrop.pdf']);
    expect([...pictures[stamp.object].slice(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG');

    const moved: EditItem = { kind: 'image', id: 'file', page: 3, source: stamp.object, x: 300, y: 100, width: 100, height: 75, rotation: 0, opacity: 1 };
    const result = await editedPdf({ file: { name: 'stamped.pdf', bytes: stamped }, images: {}, edits: edits([moved]) });
    const before = annotationsOf(stamped, 2).find((annotation) => annotation.value['/Subtype'] === '/Stamp')!;
    const after = annotationsOf(result.bytes, 2).filter((annotation) => annotation.value['/Subtype'] === '/Stamp');
    expect(after).toHaveLength(1);
    // y up: 841.89 − 175 = 666.89 to 841.89 − 100 = 741.89.
    [300, 666.89, 400, 741.89].forEach((value, index) => expect((after[0].value['/Rect'] as number[])[index]).toBeCloseTo(value, 1));
    expect(JSON.stringify(qpdfJson(result.bytes).qpdf[1][`obj:${(after[0].value['/AP'] as { '/N': string })['/N']}`]))
      .toBe(JSON.stringify(qpdfJson(stamped).qpdf[1][`obj:${(before.value['/AP'] as { '/N': string })['/N']}`]));
    // Drawn at its new place, and no more at the old one.
    const changed = changedPixels(popplerRender(outline.bytes, 3), popplerRender(result.bytes, 3));
    expect(changed.some(([x, y]) => x >= 300 && x <= 400 && y >= 100 && y <= 175)).toBe(true);
    expect(changed.some(([x, y]) => x >= 110 && x <= 290 && y >= 610 && y <= 740)).toBe(false);
  });
});
