import { useEffect, useRef, useState } from 'react';
import type { EditItem } from '../../contract/edit-pdf';
import { itemFromFileAnnotation } from './file-annotation-items';
import { listFileAnnotations } from './save-edits';

export interface OpenedAnnotations {
  /** The listing has answered (or failed): the pages can be drawn. */
  ready: boolean;
  /** The file without the annotations taken over, to draw the pages from; absent when none was. */
  backdrop?: File;
  /** The items the file's annotations became, as they were when it opened. */
  originals: EditItem[];
}

/**
 * Takes over the annotations already in the file: they become items (handed to `onItems` once) and
 * the pages are drawn from the backdrop, so they are not drawn twice. If the listing fails, the file
 * is shown as it is, with its annotations part of the page, as before.
 */
export function useFileAnnotations(file: File, onItems: (items: EditItem[]) => void): OpenedAnnotations {
  const [opened, setOpened] = useState<OpenedAnnotations>({ ready: false, originals: [] });
  const handOver = useRef(onItems);
  handOver.current = onItems;
  useEffect(() => {
    const controller = new AbortController();
    listFileAnnotations(file, controller.signal).then(({ annotations, backdrop }) => {
      if (controller.signal.aborted) return;
      const originals = annotations.map(itemFromFileAnnotation);
      if (originals.length > 0) handOver.current(originals);
      setOpened({ ready: true, backdrop, originals });
    }, () => {
      if (!controller.signal.aborted) setOpened({ ready: true, originals: [] });
    });
    return () => controller.abort();
  }, [file]);
  return opened;
}
