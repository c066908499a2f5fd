import type { PDFPage } from 'mupdf';
import { objectNumberOf } from './annotation-facts';

/** Deletes the page's annotations with these object numbers (with their popups); answers how many went. */
export function removeAnnotations(page: PDFPage, objects: number[]): number {
  if (objects.length === 0) return 0;
  // Picked before any is deleted: MuPDF's list of the page's annotations changes under a deletion.
  const doomed = page.getAnnotations().filter((annotation) => objects.includes(objectNumberOf(annotation)));
  for (const annotation of doomed) page.deleteAnnotation(annotation);
  return doomed.length;
}
