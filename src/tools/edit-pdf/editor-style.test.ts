import { describe, expect, it } from 'vitest';
import type { EditItem } from '../../contract/edit-pdf';
import { defaultStyle, styleOfItem } from './editor-style';

const on = { id: 'a', page: 1 };

describe('styleOfItem: the panel shows a selected item’s own properties', () => {
  it('takes a text item’s font, size, colour and emphasis', () => {
    const item: EditItem = {
      ...on, kind: 'text', x: 10, y: 10, text: 'Hi', fontFamily: 'Georgia', fontSize: 30, color: '#e53935', bold: true, italic: false, underline: true, alignment: 'center',
    };
    expect(styleOfItem(item, defaultStyle)).toEqual({
      text: { fontFamily: 'Georgia', fontSize: 30, color: '#e53935', bold: true, italic: false, underline: true, alignment: 'center' },
      shape: defaultStyle.shape,
    });
  });

  it('takes a shape’s stroke, fill and width, and an arrow’s stroke and width (its fill stays the panel’s)', () => {
    const rectangle: EditItem = { ...on, kind: 'rectangle', x: 0, y: 0, width: 10, height: 10, strokeColor: '#1e88e5', fillColor: 'none', strokeWidth: 7, opacity: 1 };
    expect(styleOfItem(rectangle, defaultStyle).shape).toEqual({ strokeColor: '#1e88e5', fillColor: 'none', strokeWidth: 7 });
    const arrow: EditItem = { ...on, kind: 'arrow', from: { x: 0, y: 0 }, to: { x: 5, y: 5 }, strokeColor: '#43a047', strokeWidth: 4 };
    expect(styleOfItem(arrow, defaultStyle)).toEqual({ text: defaultStyle.text, shape: { ...defaultStyle.shape, strokeColor: '#43a047', strokeWidth: 4 } });
  });

  it('leaves the style as it is for items without these properties', () => {
    const image: EditItem = { ...on, kind: 'image', x: 0, y: 0, width: 10, height: 10, rotation: 0, opacity: 1 };
    expect(styleOfItem(image, defaultStyle)).toBe(defaultStyle);
  });
});
