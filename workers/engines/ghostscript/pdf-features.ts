// What a PDF holds that PDF/A forbids or requires, read object by object with MuPDF: fonts whose
// files are not embedded, transparency, JavaScript. Compared before and after, they say what the
// conversion changed.
import type { PDFDocument, PDFObject } from 'mupdf';

export interface PdfFeatures {
  fontsNotEmbedded: number;
  transparency: boolean;
  javascript: boolean;
}

const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'];

export function pdfFeatures(doc: PDFDocument): PdfFeatures {
  const features: PdfFeatures = { fontsNotEmbedded: 0, transparency: false, javascript: false };
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

function nameOf(object: PDFObject): string | undefined {
  return object.isName() ? object.asName() : undefined;
}
