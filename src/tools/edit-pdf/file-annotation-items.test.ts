import { describe, expect, it } from 'vitest';
import type { EditItem } from '../../contract/edit-pdf';
import type { FileAnnotation } from '../../contract/file-annotations';
import { fileAnnotationEdits, itemFromFileAnnotation } from './file-annotation-items';

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
});
