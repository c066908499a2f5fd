// A signed file in the editor: which edits a new save after the signed version can carry without
// breaking its signatures (annotations and form filling: what a signature's permissions may allow),
// and what the author's certification (DocMDP) allows.
import type { PDFDocument, PDFObject } from 'mupdf';
import type { EditPdfSettings } from '../../../src/contract/edit-pdf';

/**
 * Edits an incremental save carries with the signed bytes untouched: annotations added, moved or
 * removed, and form fields filled. Redaction, flattening, page turns and crops, a new page order and
 * clearing metadata change the content itself.
 */
export function onlyAnnotationEdits({ items, pages, flatten, order, clearMetadata, textEdits }: EditPdfSettings['edits']): boolean {
  return !flatten && !order && !clearMetadata && (textEdits ?? []).length === 0
    && items.every((item) => item.kind !== 'redact')
    && pages.every((edit) => edit.rotate === 0 && !edit.crop);
}

/**
 * The author's certification level (ISO 32000-1, 12.8.2.2): 1 no changes, 2 form filling and
 * signing, 3 also annotations; undefined when the file is not certified.
 */
export function certificationLevel(doc: PDFDocument): 1 | 2 | 3 | undefined {
  const signature = entry(entry(entry(doc.getTrailer(), 'Root'), 'Perms'), 'DocMDP');
  if (!signature) return undefined;
  const references = entry(signature, 'Reference');
  for (let index = 0; references?.isArray() && index < references.length; index += 1) {
    const reference = resolved(references.get(index));
    if (entry(reference, 'TransformMethod')?.asName() !== 'DocMDP') continue;
    const level = entry(entry(reference, 'TransformParams'), 'P');
    return level?.isNumber() && [1, 2, 3].includes(level.asNumber()) ? level.asNumber() as 1 | 2 | 3 : 2;
  }
  return 2;
}

/** A dictionary's entry, resolved; null where the dictionary or the entry is missing. */
function entry(object: PDFObject | null, key: string): PDFObject | null {
  const dictionary = object && resolved(object);
  if (!dictionary?.isDictionary()) return null;
  const value = dictionary.get(key);
  return value && !value.isNull() ? resolved(value) : null;
}

function resolved(object: PDFObject): PDFObject {
  return object.isIndirect() ? object.resolve() : object;
}
