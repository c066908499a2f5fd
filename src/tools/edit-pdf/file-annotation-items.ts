// The annotations already in the file, as editor items (marked with their object number as `source`),
// and what a save must do with them: an untouched one is not sent (it stays in the file as it was), an
// edited one is taken out and written anew from its item, a deleted one is taken out.
import { editRules, type AnnotationRef, type EditItem, type EditorFont } from '../../contract/edit-pdf';
import type { FileAnnotation } from '../../contract/file-annotations';
import { textHighlightBoxes } from '../../contract/text-highlight';

// /DA names the standard fonts a viewer redraws the text with; the editor writes these three itself.
const FONT_OF_APPEARANCE: Record<string, EditorFont> = { Helv: 'Helvetica', TiRo: 'Times New Roman', Cour: 'Courier New' };

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, Math.round(value)));
const strokeOf = (annotation: FileAnnotation) => clamp(annotation.borderWidth || 1, editRules.strokeWidth);
// An annotation saved fully transparent is still an item the person can see and pick.
const opacityOf = (annotation: FileAnnotation) => (annotation.opacity > 0 ? Math.min(1, annotation.opacity) : 1);

/** The id of the item made from the file's annotation with this object number. */
export const fileItemId = (object: number) => `file-${object}`;

export function itemFromFileAnnotation(annotation: FileAnnotation): EditItem {
  const { object, page, rect } = annotation;
  const base = { id: fileItemId(object), page, source: object };
  const strokeColor = annotation.color ?? '#000000';
  switch (annotation.kind) {
    case 'FreeText':
      return {
        ...base, kind: 'text', x: rect.x, y: rect.y, text: annotation.text ?? '', fontFamily: FONT_OF_APPEARANCE[annotation.fontName ?? ''] ?? 'Helvetica',
        fontSize: clamp(annotation.fontSize ?? 12, editRules.fontSize), color: annotation.textColor ?? '#000000',
        bold: false, italic: false, underline: false, alignment: annotation.alignment ?? 'left',
      };
    case 'Square':
    case 'Circle':
      return {
        ...base, kind: annotation.kind === 'Square' ? 'rectangle' : 'circle', ...rect, strokeColor,
        fillColor: annotation.interiorColor ?? 'none', strokeWidth: strokeOf(annotation), opacity: opacityOf(annotation),
      };
    case 'Line':
      return { ...base, kind: 'arrow', from: annotation.line![0], to: annotation.line![1], strokeColor, strokeWidth: strokeOf(annotation) };
    case 'Ink':
      return { ...base, kind: 'ink', strokes: annotation.ink!, strokeColor, strokeWidth: strokeOf(annotation) };
    case 'Stamp':
      // Its picture is the file's own drawing of it, opacity included.
      return { ...base, kind: 'image', ...rect, rotation: 0, opacity: 1 };
    case 'Highlight': {
      const look = { color: annotation.color ?? '#ffff00', opacity: opacityOf(annotation) };
      // Several quads: a highlight of lines of text, kept line by line.
      const quads = annotation.quads ?? [];
      return quads.length > 1 ? { ...base, kind: 'highlight', ...textHighlightBoxes(quads), ...look } : { ...base, kind: 'highlight', ...rect, ...look };
    }
  }
}

const same = (a: EditItem | undefined, b: EditItem) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * The items to write and the file's annotations to take out, given the items as they were when the file
 * opened. A stamp moved or resized is not taken out: the engine moves it in place, its drawing untouched.
 */
export function fileAnnotationEdits(items: EditItem[], originals: EditItem[]): { items: EditItem[]; removeAnnotations: AnnotationRef[] } {
  const present = new Map(items.map((item) => [item.id, item]));
  const untouched = new Set(originals.filter((original) => same(present.get(original.id), original)).map((original) => original.id));
  const movedInPlace = (original: EditItem) => original.kind === 'image' && present.has(original.id);
  return {
    items: items.filter((item) => !untouched.has(item.id)),
    removeAnnotations: originals.filter((original) => !untouched.has(original.id) && !movedInPlace(original)).map((original) => ({ page: original.page, object: original.source! })),
  };
}
