// The document's Info dictionary: its standard fields and custom entries, read and written.
import { PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument, type PDFObject } from 'pdf-lib';
import { emptyMetadataValues, METADATA_DATE_FIELDS, type CustomMetadataEntry, type MetadataField, type MetadataValues } from '../../../src/contract/pdf-metadata';
import { isoFromPdfDate, pdfDateFromIso } from '../../../src/contract/pdf-dates';

/** Each field's key in the Info dictionary. */
const INFO_KEYS: Record<MetadataField, string> = {
  title: 'Title', author: 'Author', subject: 'Subject', keywords: 'Keywords',
  creator: 'Creator', producer: 'Producer', created: 'CreationDate', modified: 'ModDate',
};
const STANDARD_KEYS = new Set([...Object.values(INFO_KEYS), 'Trapped']);

/** The Info dictionary, or none when the file has none (or it is not a dictionary). */
export function infoDictionary(document: PDFDocument): PDFDict | undefined {
  const info = document.context.trailerInfo.Info;
  const resolved = info ? document.context.lookup(info) : undefined;
  return resolved instanceof PDFDict ? resolved : undefined;
}

function textOf(value: PDFObject | undefined): string | undefined {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  if (value instanceof PDFName) return value.decodeText();
  return undefined;
}

export function readInfo(document: PDFDocument): { values: MetadataValues; custom: CustomMetadataEntry[] } {
  const values: MetadataValues = { ...emptyMetadataValues };
  const custom: CustomMetadataEntry[] = [];
  const info = infoDictionary(document);
  if (!info) return { values, custom };
  for (const field of Object.keys(INFO_KEYS) as MetadataField[]) {
    const text = textOf(info.lookup(PDFName.of(INFO_KEYS[field]))) ?? '';
    values[field] = METADATA_DATE_FIELDS.includes(field) ? isoFromPdfDate(text) : text;
  }
  for (const [key, value] of info.entries()) {
    const name = key.decodeText();
    const text = textOf(document.context.lookup(value));
    if (!STANDARD_KEYS.has(name) && text !== undefined) custom.push({ name, value: text });
  }
  return { values, custom };
}

/** The Info dictionary, made and linked from the trailer when the file has none. */
function ensureInfo(document: PDFDocument): PDFDict {
  const existing = infoDictionary(document);
  if (existing) return existing;
  const info = document.context.obj({});
  document.context.trailerInfo.Info = document.context.register(info);
  return info;
}

function setText(info: PDFDict, key: string, value: string): void {
  if (value === '') info.delete(PDFName.of(key));
  // Hex strings in UTF-16 where the text needs it: every reader decodes them.
  else info.set(PDFName.of(key), PDFHexString.fromText(value));
}

/** Writes the fields `set` names ('' removes one) and the custom entries; the rest stays as it was. */
export function writeInfo(document: PDFDocument, set: Partial<MetadataValues>, custom: CustomMetadataEntry[], removeCustom: string[]): void {
  const info = ensureInfo(document);
  for (const [field, value] of Object.entries(set) as Array<[MetadataField, string]>) {
    const key = INFO_KEYS[field];
    if (METADATA_DATE_FIELDS.includes(field)) {
      if (value === '') info.delete(PDFName.of(key));
      else info.set(PDFName.of(key), PDFString.of(pdfDateFromIso(value)));
    } else {
      setText(info, key, value);
    }
  }
  for (const name of removeCustom) info.delete(PDFName.of(name));
  for (const { name, value } of custom) setText(info, name, value);
}
