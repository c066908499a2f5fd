import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNull, PDFRef, type PDFObject } from 'pdf-lib';
import { pdfText } from './pdf-text';

/**
 * Keeps form fields working after a merge: the widgets travel with their pages, but the
 * fields themselves live in the catalog's /AcroForm and must be carried over too.
 * A field whose name is already taken is renamed, so two copies of one form stay independent.
 * Used for a subset of pages too: only the fields with a widget on a kept page come along.
 */
export function mergeFormFields(
  source: PDFDocument,
  target: PDFDocument,
  copy: <T extends PDFObject>(object: T) => T | PDFRef,
): void {
  const sourceForm = source.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const sourceFields = sourceForm?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  if (!sourceForm || !sourceFields || sourceFields.size() === 0) return;

  const targetForm = ensureTargetForm(target, sourceForm, copy);
  const targetFields = targetForm.lookup(PDFName.of('Fields'), PDFArray);
  const takenNames = new Set(fieldNames(target, targetFields));
  for (let index = 0; index < sourceFields.size(); index += 1) {
    const copied = copy(sourceFields.get(index));
    // A field whose every widget sits on a page left out of the copy has nothing left to show.
    if (!hasKeptWidget(target, copied)) continue;
    const field = copied instanceof PDFRef ? target.context.lookupMaybe(copied, PDFDict) : undefined;
    const name = field ? pdfText(field.lookup(PDFName.of('T'))) : undefined;
    if (field && name !== undefined) {
      let unique = name;
      for (let suffix = 2; takenNames.has(unique); suffix += 1) unique = `${name}_${suffix}`;
      if (unique !== name) field.set(PDFName.of('T'), PDFHexString.fromText(unique));
      takenNames.add(unique);
    }
    targetFields.push(copied);
  }
}

/**
 * Widgets on pages left out of the copy arrive as null (see copySomePages): drops them from the
 * field's /Kids, and says whether any widget is left.
 */
function hasKeptWidget(target: PDFDocument, field: PDFObject): boolean {
  if (field === PDFNull) return false;
  const dict = field instanceof PDFRef ? target.context.lookupMaybe(field, PDFDict) : undefined;
  const kids = dict?.lookupMaybe(PDFName.of('Kids'), PDFArray);
  if (!kids) return true;
  for (let index = kids.size() - 1; index >= 0; index -= 1) {
    if (!hasKeptWidget(target, kids.get(index))) kids.remove(index);
  }
  return kids.size() > 0;
}

function ensureTargetForm(target: PDFDocument, sourceForm: PDFDict, copy: (object: PDFObject) => PDFObject): PDFDict {
  const existing = target.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (existing) return existing;
  const form = target.context.obj({ Fields: [] });
  for (const key of ['DA', 'DR', 'NeedAppearances', 'Q']) {
    const value = sourceForm.get(PDFName.of(key));
    if (value) form.set(PDFName.of(key), copy(value));
  }
  target.catalog.set(PDFName.of('AcroForm'), target.context.register(form));
  return form;
}

function fieldNames(target: PDFDocument, fields: PDFArray): string[] {
  return fields.asArray().flatMap((ref) => {
    const name = pdfText(target.context.lookupMaybe(ref, PDFDict)?.lookup(PDFName.of('T')));
    return name === undefined ? [] : [name];
  });
}
