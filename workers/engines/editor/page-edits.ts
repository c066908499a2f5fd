// Turning and cropping pages, written into the page objects themselves (the saved file, not a view).
import type { PDFPage } from 'mupdf';
import type { PageEdit } from '../../../src/contract/edit-pdf';
import type { PagePlace } from './page-place';

/** Adds the quarter turns to the page's own /Rotate and sets its /CropBox; the content outside stays in the file. */
export function applyPageEdit(page: PDFPage, edit: PageEdit, place: PagePlace): void {
  // The crop is drawn on the page as shown before the new turn, so it is set first.
  if (edit.crop) page.setPageBox('CropBox', place.rect(edit.crop));
  if (edit.rotate !== 0) {
    const object = page.getObject();
    const own = object.getInheritable('Rotate');
    const current = own.isNumber() ? own.asNumber() : 0;
    object.put('Rotate', (((current + edit.rotate) % 360) + 360) % 360);
  }
}
