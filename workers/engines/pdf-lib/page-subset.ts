import { degrees, PDFDocument } from 'pdf-lib';
import { copySomePages, dropDeadLinks } from './page-aware-copier';
import { mergeFormFields } from './merge-form-fields';
import { keepPageOutline, pagePlaces } from './page-outline';

export interface PageSubsetOptions {
  /** Degrees to add to a page's own rotation, by 0-based source index (multiples of 90). */
  rotations?: ReadonlyMap<number, number>;
  onPageCopied?: () => void;
  creator: string;
}

/**
 * A new PDF made of some pages of `source`, in the given order (0-based indices). Every page keeps
 * its size, rotation, links and annotations; its form fields and the bookmarks of its pages come
 * along; links to pages that were left out are removed rather than left pointing nowhere.
 */
export async function savePageSubset(source: PDFDocument, pageIndices: number[], options: PageSubsetOptions): Promise<Uint8Array> {
  const target = await PDFDocument.create();
  const { pages, copy } = copySomePages(source, target, pageIndices, options.onPageCopied);
  pages.forEach((page, index) => {
    const turn = options.rotations?.get(pageIndices[index]) ?? 0;
    if (turn % 360 !== 0) page.setRotation(degrees((((page.getRotation().angle + turn) % 360) + 360) % 360));
    dropDeadLinks(page);
    target.addPage(page);
  });
  mergeFormFields(source, target, copy);
  keepPageOutline({ source, target, keptPages: pagePlaces(source, pageIndices, pages), copy });
  target.setProducer('Folio');
  target.setCreator(options.creator);
  return target.save({ useObjectStreams: true });
}
