import { degrees, PDFDocument, type PDFPage } from 'pdf-lib';
import { copySomePages, dropDeadLinks, type PageObjectOwners } from './page-aware-copier';
import { mergeFormFields } from './merge-form-fields';
import { keepPageOutline, pagePlaces } from './page-outline';
import { saveWithPdfLib } from '../pdf-lib-pace';

export interface PageSubsetOptions {
  /** Degrees to add to a page's own rotation, by 0-based source index (multiples of 90). */
  rotations?: ReadonlyMap<number, number>;
  onPageCopied?: () => void;
  creator: string;
  /**
   * Where blank pages go: positions among the copied pages (0-based), each a blank page before that
   * page, the page count for the end; a position may repeat. A blank page takes the size and turn of
   * the page before it (the first page's when it comes first).
   */
  blanksAt?: readonly number[];
  /** The source's page objects (pageObjectOwners), when the caller copies from it more than once. */
  owners?: PageObjectOwners;
}

/**
 * A new PDF made of some pages of `source`, in the given order (0-based indices). Every page keeps
 * its size, rotation, links and annotations; its form fields and the bookmarks of its pages come
 * along; links to pages that were left out are removed rather than left pointing nowhere.
 */
export async function savePageSubset(source: PDFDocument, pageIndices: number[], options: PageSubsetOptions): Promise<Uint8Array> {
  const target = await PDFDocument.create();
  const { pages, copy } = copySomePages(source, target, pageIndices, options.onPageCopied, options.owners);
  const blanksBefore = (position: number) => options.blanksAt?.filter((at) => at === position).length ?? 0;
  pages.forEach((page, index) => {
    const turn = options.rotations?.get(pageIndices[index]) ?? 0;
    if (turn % 360 !== 0) page.setRotation(degrees((((page.getRotation().angle + turn) % 360) + 360) % 360));
    dropDeadLinks(page);
    addBlankPages(target, pages[index - 1] ?? page, blanksBefore(index));
    target.addPage(page);
  });
  addBlankPages(target, pages[pages.length - 1], blanksBefore(pages.length));
  mergeFormFields(source, target, copy);
  keepPageOutline({ source, target, keptPages: pagePlaces(source, pageIndices, pages), copy });
  target.setProducer('Folio');
  target.setCreator(options.creator);
  return saveWithPdfLib(target, { useObjectStreams: true });
}

/** `count` empty pages the size of `model` as it shows (its crop box), turned as it is. */
function addBlankPages(target: PDFDocument, model: PDFPage, count: number): void {
  const { width, height } = model.getCropBox();
  for (let added = 0; added < count; added += 1) target.addPage([width, height]).setRotation(model.getRotation());
}
