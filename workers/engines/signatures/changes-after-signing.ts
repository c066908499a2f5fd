// What later saves changed after a signature: the file as it was signed (the revision its byte
// range ends with) against the file as it is now: pages, annotations and form field values.
import { PDFArray, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import type { ChangesAfterSigning } from '../../../src/contract/digital-signature';
import { signatureFields, terminalFields } from './signature-fields';
import { loadWithPdfLib } from '../pdf-lib-pace';

export async function changesAfterSigning(signedRevision: Uint8Array, current: PDFDocument): Promise<ChangesAfterSigning | null> {
  let before: PDFDocument;
  try {
    before = await loadWithPdfLib(signedRevision, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return null;
  }
  const pagesBefore = before.getPageCount();
  const pagesNow = current.getPageCount();
  const annotationsBefore = annotationCount(before);
  const annotationsNow = annotationCount(current);
  const valuesBefore = fieldValues(before);
  const valuesNow = fieldValues(current);
  const names = new Set([...valuesBefore.keys(), ...valuesNow.keys()]);
  const signedBefore = new Set(signatureFields(before).filter((field) => field.signed).map((field) => field.name));
  const laterSignatures = signatureFields(current).filter((field) => field.signed && !signedBefore.has(field.name)).map((field) => field.name);
  const fieldsChanged = [...names].filter((name) => valuesBefore.get(name) !== valuesNow.get(name) && !laterSignatures.includes(name));
  return {
    pagesAdded: Math.max(0, pagesNow - pagesBefore),
    pagesRemoved: Math.max(0, pagesBefore - pagesNow),
    // A later signer's widget is an annotation too; it is counted as a signature, not as a comment.
    annotationsAdded: Math.max(0, annotationsNow - laterSignatures.length - annotationsBefore),
    annotationsRemoved: Math.max(0, annotationsBefore - (annotationsNow - laterSignatures.length)),
    fieldsChanged,
    laterSignatures: laterSignatures.length,
  };
}

function annotationCount(document: PDFDocument): number {
  return document.getPages().reduce((sum, page) => {
    const annots = page.node.lookup(PDFName.of('Annots'));
    return sum + (annots instanceof PDFArray ? annots.size() : 0);
  }, 0);
}

/** Every terminal field's value, as text, by its full name. */
function fieldValues(document: PDFDocument): Map<string, string> {
  const values = new Map<string, string>();
  for (const { name, node } of terminalFields(document)) {
    const value = node.get(PDFName.of('V'));
    if (value !== undefined && name) values.set(name, value instanceof PDFRef ? `ref:${describe(document.context.lookup(value))}` : value.toString());
  }
  return values;
}

function describe(object: unknown): string {
  return object && typeof object === 'object' && 'toString' in object ? String(object).slice(0, 2000) : '';
}
