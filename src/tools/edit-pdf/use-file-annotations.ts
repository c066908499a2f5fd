import { useEffect, useRef, useState } from 'react';
import type { EditItem } from '../../contract/edit-pdf';
import { fileItemId, itemFromFileAnnotation } from './file-annotation-items';
import { listFileAnnotations } from './save-edits';

export interface OpenedAnnotations {
  /** The file without the annotations taken over, to draw the pages from; absent when none was. */
  backdrop?: File;
  /** The items the file's annotations became, as they were when it opened. */
  originals: EditItem[];
}

export interface FileItems {
  items: EditItem[];
  /** The pictures of the items made from stamps, by item id. */
  pictures: Map<string, Blob>;
}

/**
 * Takes over the annotations already in the file: they become items (handed to `onItems` once) and
 * the pages are drawn from the backdrop, so they are not drawn twice. Until the listing answers (it
 * starts MuPDF, which the first page does not wait for), or if it fails, the file is shown as it is,
 * its annotations part of the page.
 */
export function useFileAnnotations(file: File, onItems: (opened: FileItems) => void): OpenedAnnotations {
  const [opened, setOpened] = useState<OpenedAnnotations>({ originals: [] });
  const handOver = useRef(onItems);
  handOver.current = onItems;
  useEffect(() => {
    const controller = new AbortController();
    listFileAnnotations(file, controller.signal).then(({ annotations, pictures, backdrop }) => {
      if (controller.signal.aborted) return;
      const originals = annotations.map(itemFromFileAnnotation);
      const itemPictures = new Map([...pictures].map(([object, picture]) => [fileItemId(object), picture]));
      if (originals.length > 0) handOver.current({ items: originals, pictures: itemPictures });
      setOpened({ backdrop, originals });
    }, () => undefined);
    return () => controller.abort();
  }, [file]);
  return opened;
}
