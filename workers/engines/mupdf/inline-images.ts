// Inline images: pictures written into a content stream itself (BI … ID data EI) rather than as
// objects of their own. Each is found by reading the page's content, and its forms', as operations,
// and added to the open document as an image object (abbreviations spelled out, named colour spaces
// looked up in the resources), so it is decoded and saved as every other image is. The document is
// only read: it is never saved with them.
import type { PDFDocument, PDFObject } from 'mupdf';
import { contentOperations, type InlineImage, type Operand } from '../content-stream/content-operations';
import { joinedContent } from '../content-stream/joined-content';
import type { PageImage } from './page-images';
import { streamContents } from './stream-contents';

const KEYS: Record<string, string> = {
  W: 'Width', H: 'Height', BPC: 'BitsPerComponent', CS: 'ColorSpace', D: 'Decode', DP: 'DecodeParms',
  F: 'Filter', IM: 'ImageMask', I: 'Interpolate', L: 'Length',
};
const NAMES: Record<string, string> = {
  G: 'DeviceGray', RGB: 'DeviceRGB', CMYK: 'DeviceCMYK', I: 'Indexed',
  AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode', LZW: 'LZWDecode', Fl: 'FlateDecode', RL: 'RunLengthDecode', CCF: 'CCITTFaxDecode', DCT: 'DCTDecode',
};
const DEVICE_SPACES = new Set(['DeviceGray', 'DeviceRGB', 'DeviceCMYK', 'Indexed', 'Pattern']);

function pdfObject(doc: PDFDocument, operand: Operand, expand: boolean): PDFObject {
  switch (operand.kind) {
    case 'number': return Number.isInteger(operand.value) ? doc.newInteger(operand.value) : doc.newReal(operand.value);
    case 'name': return doc.newName(expand ? NAMES[operand.value] ?? operand.value : operand.value);
    case 'string': return doc.newByteString(operand.bytes);
    case 'keyword': return operand.value === 'null' ? doc.newNull() : doc.newBoolean(operand.value === 'true');
    case 'array': {
      const array = doc.newArray();
      operand.items.forEach((item) => array.push(pdfObject(doc, item, expand)));
      return array;
    }
    case 'dict': {
      const dict = doc.newDictionary();
      for (const [key, value] of operand.entries) dict.put(KEYS[key] ?? key, pdfObject(doc, value, false));
      return dict;
    }
  }
}

/** A colour space by name: the device ones as they are, others from the resources' /ColorSpace. */
function colourSpace(doc: PDFDocument, operand: Operand, resources: PDFObject | undefined): PDFObject {
  const value = pdfObject(doc, operand, true);
  if (!value.isName() || DEVICE_SPACES.has(value.asName())) {
    // An indexed space's base may be a resource name too.
    if (value.isArray() && value.length >= 2 && value.get(1).isName() && !DEVICE_SPACES.has(value.get(1).asName())) {
      const base = resources?.get('ColorSpace').get(value.get(1).asName());
      if (base && !base.isNull()) value.put(1, base);
    }
    return value;
  }
  const named = resources?.get('ColorSpace').get(value.asName());
  return named && !named.isNull() ? named : value;
}

function imageObject(doc: PDFDocument, content: Uint8Array, image: InlineImage, resources: PDFObject | undefined): PDFObject {
  const dict = doc.newDictionary();
  dict.put('Type', doc.newName('XObject'));
  dict.put('Subtype', doc.newName('Image'));
  for (const [key, value] of image.entries) {
    const full = KEYS[key] ?? key;
    if (full === 'Length') continue;
    if (full === 'ColorSpace') dict.put(full, colourSpace(doc, value, resources));
    else dict.put(full, pdfObject(doc, value, full === 'Filter'));
  }
  return doc.addRawStream(content.slice(image.dataStart, image.dataEnd), dict);
}

function streamsOf(contents: PDFObject): PDFObject[] {
  if (contents.isStream()) return [contents];
  const streams: PDFObject[] = [];
  if (contents.isArray()) contents.forEach((item) => { if (item.isStream()) streams.push(item); });
  return streams;
}

function bytesOf(streams: PDFObject[]): Uint8Array {
  const parts = streams.map((stream) => streamContents(stream));
  return joinedContent(parts);
}

/** Whether the letters BI occur at all: most content has no inline image and is not read further. */
function mayHoldInlineImages(content: Uint8Array): boolean {
  for (let at = content.indexOf(0x42); at >= 0; at = content.indexOf(0x42, at + 1)) if (content[at + 1] === 0x49) return true;
  return false;
}

/** Every inline image of every page, in the order drawn, with the page that draws it. */
export function inlineImages(doc: PDFDocument): PageImage[] {
  const found: PageImage[] = [];
  const seenForms = new Set<number>();
  const read = (content: Uint8Array, resources: PDFObject | undefined, page: number) => {
    if (!mayHoldInlineImages(content)) return;
    for (const operation of contentOperations(content)) {
      if (operation.inlineImage) found.push({ ref: imageObject(doc, content, operation.inlineImage, resources), object: -1, page });
    }
  };
  const readForms = (resources: PDFObject | undefined, page: number) => {
    const xobjects = resources?.get('XObject');
    if (!xobjects?.isDictionary()) return;
    xobjects.forEach((value) => {
      if (!value.isStream() || value.get('Subtype').toString() !== '/Form' || !value.isIndirect() || seenForms.has(value.asIndirect())) return;
      seenForms.add(value.asIndirect());
      const own = value.get('Resources');
      const formResources = own.isDictionary() ? own : resources;
      read(bytesOf([value]), formResources, page);
      readForms(formResources, page);
    });
  };
  for (let index = 0; index < doc.countPages(); index += 1) {
    const page = doc.findPage(index);
    const resources = page.getInheritable('Resources');
    const pageResources = resources.isDictionary() ? resources : undefined;
    read(bytesOf(streamsOf(page.get('Contents'))), pageResources, index + 1);
    readForms(pageResources, index + 1);
  }
  return found;
}
