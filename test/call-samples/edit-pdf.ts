import { editPdfCall } from '../../src/contract/edit-pdf';
import { callSamples } from './call-samples';

const picture = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

export default callSamples(editPdfCall, [
  {
    edits: {
      items: [
        { kind: 'text', id: 't', page: 1, x: 10, y: 20, text: 'Signed', fontFamily: 'Georgia', fontSize: 14, color: '#112233', bold: true, italic: false, underline: false, alignment: 'center', width: 120 },
        { kind: 'image', id: 'new', page: 2, x: 100, y: 100, width: 200, height: 150, rotation: 0, opacity: 1 },
        // A stamp of the file, moved: it travels without a picture.
        { kind: 'image', id: 'file-12', page: 1, x: 5, y: 5, width: 50, height: 50, rotation: 0, opacity: 1, source: 12 },
        { kind: 'redact', id: 'r', page: 3, x: 1, y: 2, width: 3, height: 4 },
      ],
      pages: [{ page: 2, rotate: 90, crop: { x: 0, y: 0, width: 300, height: 400 } }],
      flatten: true,
      clearMetadata: true,
      order: [2, 1, 3],
      fields: { 'topmostSubform[0].Name': 'Ada' },
      removeAnnotations: [{ page: 1, object: 12 }],
    },
    pictures: { new: picture('new.png') },
  },
  { edits: { items: [], pages: [], flatten: false, clearMetadata: false }, pictures: {} },
]);
