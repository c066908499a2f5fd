import { describe, expect, it } from 'vitest';
import { withoutHiddenContent } from './hidden-content';

const hiddenTags = new Set(['Hid']);
const rules = { hiddenTag: (name: string) => hiddenTags.has(name), hiddenXObject: (name: string) => name === 'HidForm' };
const strip = (text: string) => {
  const result = withoutHiddenContent(new TextEncoder().encode(text), rules);
  return { text: result.bytes ? new TextDecoder('latin1').decode(result.bytes).replace(/\s+/g, ' ').trim() : undefined, unsafe: [...result.unsafeTags] };
};

describe('taking hidden content out of a content stream', () => {
  it('drops what a hidden section paints and keeps the state it sets', () => {
    const { text } = strip('/OC /Hid BDC 0 1 0 rg BT /F1 9 Tf 10 10 Td (secret) Tj ET 0 0 5 5 re f /Im1 Do EMC 9 9 2 2 re f');
    expect(text).toBe('0 1 0 rg BT /F1 9 Tf 10 10 Td ET 9 9 2 2 re f');
  });

  it('keeps a clip made in a hidden section, unpainted', () => {
    expect(strip('/OC /Hid BDC 0 0 9 9 re W f EMC').text).toBe('0 0 9 9 re W n');
  });

  it('leaves shown sections, other marked content and nested sections alone or whole', () => {
    expect(strip('/OC /Shown BDC (a) Tj EMC /Span <</ActualText (x)>> BDC (b) Tj EMC').text).toBeUndefined();
    expect(strip('/OC /Hid BDC /P BMC (a) Tj EMC (b) Tj EMC (c) Tj').text).toBe('(c) Tj');
  });

  it('drops the drawing of a hidden XObject only', () => {
    expect(strip('/HidForm Do /Form Do').text).toBe('/Form Do');
  });

  it('moves to the next line where a hidden quote operator would have', () => {
    expect(strip(`BT /OC /Hid BDC (a) ' 1 2 (b) " EMC ET`).text).toBe('BT T* 1 Tw 2 Tc T* ET');
  });

  it('names a hidden section whose text shares a line with shown text after it', () => {
    expect(strip('BT (a) Tj /OC /Hid BDC (b) Tj EMC (c) Tj ET').unsafe).toEqual(['Hid']);
    expect(strip('BT /OC /Hid BDC (b) Tj EMC 0 -12 Td (c) Tj ET').unsafe).toEqual([]);
  });
});
