// What a PDF holds that PDF/A forbids or requires, read object by object with MuPDF: fonts whose
// files are not embedded, transparency, JavaScript; and what Ghostscript's PDF/A output may not
// keep: form fields, links, comments. Compared before and after, they say what the conversion changed.
import type { PDFDocument, PDFObject } from 'mupdf';

export interface PdfFeatures {
  fontsNotEmbedded: number;
  transparency: boolean;
  javascript: boolean;
  /** Fields of the interactive form (AcroForm), counted as the user fills them in: one per name. */
  formFields: number;
  links: number;
  /** Every other annotation on the pages (comments, highlights, stamps...), but not pop-ups, which are part of their comment. */
  comments: number;
}

const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'];

export function pdfFeatures(doc: PDFDocument): PdfFeatures {
  const features: PdfFeatures = {
    fontsNotEmbedded: 0, transparency: false, javascript: false, formFields: countFormFields(doc), ...countAnnotations(doc),
  };
  const count = doc.countObjects();
  for (let number = 1; number < count; number += 1) {
    let object: PDFObject;
    try {
      object = doc.newIndirect(number).resolve();
    } catch {
      continue;
    }
    if (!object.isDictionary()) continue;
    const type = nameOf(object.get('Type'));
    const subtype = nameOf(object.get('Subtype'));
    if (type === 'Font' && subtype !== 'Type0' && subtype !== 'Type3' && !fontIsEmbedded(object)) features.fontsNotEmbedded += 1;
    if (hasTransparency(object, type)) features.transparency = true;
    if (nameOf(object.get('S')) === 'JavaScript' || !object.get('JS').isNull()) features.javascript = true;
  }
  return features;
}

function countFormFields(doc: PDFDocument): number {
  const fields = entry(entry(entry(doc.getTrailer(), 'Root'), 'AcroForm'), 'Fields');
  return fields?.isArray() ? countTerminalFields(fields, 0) : 0;
}

/** A dictionary's entry, or nothing: mupdf.js throws when asked for the entry of a null. */
function entry(object: PDFObject | undefined, key: string): PDFObject | undefined {
  return object?.isDictionary() ? object.get(key) : undefined;
}

/** A field whose kids have names of their own is a group; the rest (kids that are only its widgets, or none) is one field. */
function countTerminalFields(fields: PDFObject, depth: number): number {
  let count = 0;
  for (let index = 0; index < fields.length; index += 1) {
    const kids = entry(fields.get(index), 'Kids');
    // The depth limit keeps a looping field tree from running forever.
    const isGroup = depth < 32 && kids?.isArray() && kids.length > 0 && entry(kids.get(0), 'T')?.isNull() === false;
    count += kids && isGroup ? countTerminalFields(kids, depth + 1) : 1;
  }
  return count;
}

function countAnnotations(doc: PDFDocument): Pick<PdfFeatures, 'links' | 'comments'> {
  const counts = { links: 0, comments: 0 };
  for (let pageIndex = 0; pageIndex < doc.countPages(); pageIndex += 1) {
    const annotations = entry(doc.findPage(pageIndex), 'Annots');
    if (!annotations?.isArray()) continue;
    for (let index = 0; index < annotations.length; index += 1) {
      const subtype = nameOf(entry(annotations.get(index), 'Subtype'));
      if (subtype === 'Link') counts.links += 1;
      else if (subtype !== 'Widget' && subtype !== 'Popup') counts.comments += 1;
    }
  }
  return counts;
}

function fontIsEmbedded(font: PDFObject): boolean {
  const descriptor = font.get('FontDescriptor');
  return descriptor.isDictionary() && FONT_FILES.some((key) => !descriptor.get(key).isNull());
}

function hasTransparency(object: PDFObject, type: string | undefined): boolean {
  if (type === 'ExtGState') {
    const softMask = object.get('SMask');
    const alpha = (key: string) => object.get(key).isNumber() && object.get(key).asNumber() < 1;
    return (!softMask.isNull() && nameOf(softMask) !== 'None') || alpha('CA') || alpha('ca');
  }
  const group = object.get('Group');
  return group.isDictionary() && nameOf(group.get('S')) === 'Transparency';
}

function nameOf(object: PDFObject | undefined): string | undefined {
  return object?.isName() ? object.asName() : undefined;
}
