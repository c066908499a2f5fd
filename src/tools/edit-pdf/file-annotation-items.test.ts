import { describe, expect, it } from 'vitest';
import type { EditItem } from '../../contract/edit-pdf';
import type { FileAnnotation } from '../../contract/file-annotations';
import { fileAnnotationEdits, itemFromFileAnnotation } from './file-annotation-items';
import { highlightAreas } from '../../contract/text-highlight';

const square: FileAnnotation = {
  object: 41, page: 2, kind: 'Square', rect: { x: 10, y: 20, width: 100, height: 50 }, color: '#ff0000', interiorColor: undefined, borderWidth: 2.4, opacity: 1,
};
const text: FileAnnotation = {
  object: 42, page: 1, kind: 'FreeText', rect: { x: 5, y: 6, width: 90, height: 20 }, borderWidth: 0, opacity: 1,
  text: 'Hello', fontSize: 13.6, fontName: 'TiRo', textColor: '#112233', alignment: 'center',
};

describe('itemFromFileAnnotation', () => {
  it('makes a square a rectangle item that keeps its object number, outlined only, its stroke a whole width', () => {
    expect(itemFromFileAnnotation(square)).toEqual({
      kind: 'rectangle', id: 'file-41', page: 2, source: 41, x: 10, y: 20, width: 100, height: 50,
      strokeColor: '#ff0000', fillColor: 'none', strokeWidth: 2, opacity: 1,
    });
  });

  it('makes a FreeText a text item in the editor font its appearance names', () => {
    expect(itemFromFileAnnotation(text)).toMatchObject({ kind: 'text', x: 5, y: 6, text: 'Hello', fontFamily: 'Times New Roman', fontSize: 14, color: '#112233', alignment: 'center' });
  });
});

describe('itemFromFileAnnotation on highlights', () => {
  it('keeps a highlight of several lines line by line, and a one-quad highlight as a box', () => {
    const lines = [{ x: 10, y: 100, width: 200, height: 10 }, { x: 10, y: 112, width: 80, height: 10 }];
    const item = itemFromFileAnnotation({ object: 7, page: 1, kind: 'Highlight', rect: { x: 10, y: 100, width: 200, height: 22 }, quads: lines, color: '#ffff00', borderWidth: 0, opacity: 0.5 });
    expect(item).toMatchObject({ kind: 'highlight', x: 10, y: 100, width: 200, height: 22, source: 7 });
    expect(highlightAreas(item as Extract<EditItem, { kind: 'highlight' }>)).toEqual(lines);
    const single = itemFromFileAnnotation({ object: 8, page: 1, kind: 'Highlight', rect: lines[0], quads: [lines[0]], color: '#00ff00', borderWidth: 0, opacity: 1 });
    expect(single).toEqual({ kind: 'highlight', id: 'file-8', page: 1, source: 8, ...lines[0], color: '#00ff00', opacity: 1 });
  });
});

describe('fileAnnotationEdits', () => {
  const originals = [itemFromFileAnnotation(square), itemFromFileAnnotation(text)];
  const added = { ...originals[0], id: 'item-1', source: undefined };

  it('sends nothing for untouched annotations, only the new items', () => {
    expect(fileAnnotationEdits([...originals, added], originals)).toEqual({ items: [added], removeAnnotations: [] });
  });

  it('takes out an edited annotation and writes its item anew; takes out a deleted one', () => {
    const moved = { ...originals[0], x: 40 } as EditItem;
    expect(fileAnnotationEdits([moved], originals)).toEqual({
      items: [moved], removeAnnotations: [{ page: 2, object: 41 }, { page: 1, object: 42 }],
    });
  });

  it('counts an annotation moved and moved back as untouched', () => {
    expect(fileAnnotationEdits([{ ...originals[0], x: 10 } as EditItem, originals[1]], originals).removeAnnotations).toEqual([]);
  });

  it('moves a stamp in place (it is sent, not taken out) but takes out a deleted one', () => {
    const stamp = itemFromFileAnnotation({ object: 50, page: 3, kind: 'Stamp', rect: { x: 1, y: 2, width: 30, height: 20 }, borderWidth: 0, opacity: 0.5 });
    expect(stamp).toEqual({ kind: 'image', id: 'file-50', page: 3, source: 50, x: 1, y: 2, width: 30, height: 20, rotation: 0, opacity: 1 });
    const moved = { ...stamp, x: 40 } as EditItem;
    expect(fileAnnotationEdits([moved], [stamp])).toEqual({ items: [moved], removeAnnotations: [] });
    expect(fileAnnotationEdits([], [stamp])).toEqual({ items: [], removeAnnotations: [{ page: 3, object: 50 }] });
  });
});
