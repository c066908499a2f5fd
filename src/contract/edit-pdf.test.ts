// The editor's call carries pictures beside the edits as form fields: each new image item's picture
// arrives with its bytes; a stamp of the file moves without one; what is not a picture is refused.
import { describe, expect, it } from 'vitest';
import { editPdfCall, imageFieldOf, type EditPdfSettings, type ImageItem } from './edit-pdf';

const image = (id: string, source?: number): ImageItem => ({ kind: 'image', id, page: 1, x: 1, y: 1, width: 10, height: 10, rotation: 0, opacity: 1, ...(source === undefined ? {} : { source }) });

/** The form the screen sends for these settings, as the handler receives it. */
function sentForm(settings: EditPdfSettings): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(editPdfCall.write(settings).fields ?? {})) {
    if (value instanceof Blob) form.append(field, value, field);
    else if (value !== undefined) form.append(field, value);
  }
  return form;
}
const read = (form: FormData) => editPdfCall.read({ query: new URLSearchParams(), form });

describe('editPdfCall', () => {
  it('sends the picture of each new image item, with its bytes, and none for a stamp of the file or an unused picture', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const settings: EditPdfSettings = {
      edits: { items: [image('new'), image('file-7', 7)], pages: [], flatten: false },
      pictures: { new: new Blob([bytes], { type: 'image/png' }), removed: new Blob(['x'], { type: 'image/png' }) },
    };
    const form = sentForm(settings);
    expect([...form.keys()].sort()).toEqual(['edits', imageFieldOf('new')]);
    const { pictures } = read(form);
    expect(Object.keys(pictures)).toEqual(['new']);
    expect(new Uint8Array(await pictures.new.arrayBuffer())).toEqual(bytes);
    expect(pictures.new.type).toBe('image/png');
  });

  it('refuses an image item without its picture, and a picture that is not an image, in the upload\'s words', () => {
    const edits = JSON.stringify({ items: [image('p')], pages: [], flatten: false });
    const missing = new FormData();
    missing.append('edits', edits);
    expect(() => read(missing)).toThrow('The picture of image item p was not sent.');
    const wrong = new FormData();
    wrong.append('edits', edits);
    wrong.append(imageFieldOf('p'), new File(['plain'], 'notes.txt', { type: 'text/plain' }));
    expect(() => read(wrong)).toThrow(expect.objectContaining({ code: 'unsupported-type', message: 'notes.txt is not a supported file type.' }));
    const empty = new FormData();
    empty.append('edits', edits);
    empty.append(imageFieldOf('p'), new File([], 'blank.png', { type: 'image/png' }));
    expect(() => read(empty)).toThrow('blank.png is empty.');
  });

  it('refuses edits that are not JSON, not an object, or without lists of items and pages', () => {
    for (const text of ['{not json', 'null', '42', '{"items":5}', '{"items":[null]}', '{"items":[],"pages":"all"}']) {
      const form = new FormData();
      form.append('edits', text);
      expect(() => read(form)).toThrow(/The edits/);
    }
  });
});
