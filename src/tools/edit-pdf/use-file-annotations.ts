import { useEffect, useRef, useState } from 'react';
import type { EditItem } from '../../contract/edit-pdf';
import { itemFromFileAnnotation } from './file-annotation-items';
import { listFileAnnotations } from './save-edits';

export interface OpenedAnnotations {
  /** The file without the annotations taken over, to draw the pages from; absent when none was. */
  backdrop?: File;
  /** The items the file's annotations became, as they were when it opened. */
  originals: EditItem[];
}

/**
 * Takes over the annotations already in the file: they become items (handed to `onItems` once) and
 * the pages are drawn from the backdrop, so they are not drawn twice. Until the listing answers (it
 * starts MuPDF, which the first page does not wait for), or if it fails, the file is shown as it is,
 * its annotations part of the page.
 */
export function useFileAnnotations(file: File, onItems: (items: EditItem[]) => void): OpenedAnnotations {
  const [opened, setOpened] = useState<OpenedAnnotations>({ originals: [] });
  const handOver = useRef(onItems);
  handOver.current = onItems;
  useEffect(() => {
    const controller = new AbortController();
    listFileAnnotations(file, controller.signal).then(({ annotations, backdrop }) => {
      if (controller.signal.aborted) return;
      const originals = annotations.map(itemFromFileAnnotation);
      if (originals.length > 0) handOver.current(originals);
      setOpened({ backdrop, originals });
    }, () => undefined);
    return () => controller.abort();
  }, [file]);
  return opened;
}
