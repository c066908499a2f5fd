import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../api/call-api';
import { releaseResults } from '../../api/client';
import { noSettings } from '../../contract/api-call';
import type { EditItem } from '../../contract/edit-pdf';
import { fileAnnotationsCall, type FileAnnotation } from '../../contract/file-annotations';
import { fileItemId, itemFromFileAnnotation } from './file-annotation-items';

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

interface ListedAnnotations {
  annotations: FileAnnotation[];
  /** The stamps' pictures, by object number. */
  pictures: Map<number, Blob>;
  backdrop?: File;
}

/** The annotations of the file the editor takes over, the stamps' pictures and the file without them to draw the pages from. */
async function listFileAnnotations(file: File, signal: AbortSignal): Promise<ListedAnnotations> {
  const { answer: { annotations, pictureUrls, backdropUrl } } = await callApi(fileAnnotationsCall, [file], noSettings, { signal });
  const urls = [...Object.values(pictureUrls), ...(backdropUrl ? [backdropUrl] : [])];
  // Result URLs, fetched as they are (object URLs in the page, or URLs of the remote API), then let go.
  const blobOf = async (url: string) => (await fetch(url, { signal })).blob();
  try {
    const pictures = new Map(await Promise.all(Object.entries(pictureUrls).map(async ([object, url]) => [Number(object), await blobOf(url)] as const)));
    const backdrop = backdropUrl ? new File([await blobOf(backdropUrl)], file.name, { type: 'application/pdf' }) : undefined;
    return { annotations, pictures, backdrop };
  } finally {
    if (urls.length > 0) void releaseResults(urls);
  }
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
