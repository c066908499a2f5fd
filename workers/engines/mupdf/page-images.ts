// The image XObjects each page draws, in the order its resources name them, forms' own included.
import type { PDFDocument, PDFObject } from 'mupdf';

export interface PageImage {
  ref: PDFObject;
  /** Object number: the same image drawn twice is one object. */
  object: number;
  /** 1-based page that draws it first. */
  page: number;
}

function imagesIn(resources: PDFObject, seenForms: Set<number>, found: PDFObject[]): void {
  const xobjects = resources.get('XObject');
  if (!xobjects.isDictionary()) return;
  xobjects.forEach((value) => {
    if (!value.isStream()) return;
    const subtype = value.get('Subtype').toString();
    if (subtype === '/Image') found.push(value);
    if (subtype === '/Form' && value.isIndirect() && !seenForms.has(value.asIndirect())) {
      seenForms.add(value.asIndirect());
      const inner = value.get('Resources');
      if (inner.isDictionary()) imagesIn(inner, seenForms, found);
    }
  });
}

/** Every image object once, with the first page that draws it; soft masks and stencils used as masks are not images of their own. */
export function pageImages(doc: PDFDocument): PageImage[] {
  const seen = new Set<number>();
  const masks = new Set<number>();
  const images: PageImage[] = [];
  for (let index = 0; index < doc.countPages(); index += 1) {
    const resources = doc.findPage(index).getInheritable('Resources');
    if (!resources.isDictionary()) continue;
    const found: PDFObject[] = [];
    imagesIn(resources, new Set(), found);
    for (const ref of found) {
      for (const key of ['SMask', 'Mask']) {
        const mask = ref.get(key);
        if (mask.isIndirect()) masks.add(mask.asIndirect());
      }
      const object = ref.isIndirect() ? ref.asIndirect() : -1;
      if (object > 0 && seen.has(object)) continue;
      if (object > 0) seen.add(object);
      images.push({ ref, object, page: index + 1 });
    }
  }
  // A page may name a soft mask in its resources too; it is part of its image, not an image of its own.
  return images.filter((image) => !masks.has(image.object));
}

/** A stream's filter names: `/Filter /DCTDecode` or an array of them. */
export function filterNames(filter: PDFObject): string[] {
  if (filter.isName()) return [filter.asName()];
  const names: string[] = [];
  if (filter.isArray()) filter.forEach((item) => { if (item.isName()) names.push(item.asName()); });
  return names;
}
