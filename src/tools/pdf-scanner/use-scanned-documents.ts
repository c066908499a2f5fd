// The documents and the capture pipeline: a frame (camera or upload) is flattened and cleaned by the
// scanner worker, appended to the selected document in multi-page mode or made a new document, and
// every change is written to IndexedDB.
import { useCallback, useEffect, useState } from 'react';
import { scanFrame } from '../../api/scanner';
import { newJobId, subscribeJobProgress } from '../../api/job-progress';
import { defaultPageEdits, type PageEdits, type Quad, type RawImage, type ScanSettings } from '../../contract/pdf-scanner';
import { frameToJpeg, readImageBlob } from './frames';
import { deleteAllDocuments, deleteDocument, loadDocuments, saveDocument, type ScannedDocument, type ScannedPage } from './scan-store';

export interface ScanProgress {
  percent: number;
  stage: string;
}

function newId(): string {
  return crypto.randomUUID();
}

async function fetchBlob(url: string): Promise<Blob> {
  return (await fetch(url)).blob();
}

export function useScannedDocuments(name: (date: Date) => string) {
  const [documents, setDocuments] = useState<ScannedDocument[]>([]);
  const [selectedId, setSelectedId] = useState<string>();
  const [progress, setProgress] = useState<ScanProgress>();

  useEffect(() => {
    let current = true;
    void loadDocuments().then((stored) => {
      if (!current) return;
      setDocuments(stored);
      setSelectedId((selected) => selected ?? stored.at(-1)?.id);
    });
    return () => {
      current = false;
    };
  }, []);

  const store = useCallback((document: ScannedDocument) => {
    setDocuments((all) => (all.some((item) => item.id === document.id) ? all.map((item) => (item.id === document.id ? document : item)) : [...all, document]));
    void saveDocument(document);
  }, []);

  /** Runs the pipeline on one frame; answers the new page and whether its outline was found. */
  const capture = useCallback(async (frame: RawImage, settings: ScanSettings): Promise<{ page: ScannedPage; detected: boolean }> => {
    const jobId = newJobId();
    setProgress({ percent: 5, stage: 'analyse' });
    const unsubscribe = subscribeJobProgress(jobId, ({ done, total, stage }) => setProgress({ percent: Math.round(10 + (done / total) * 80), stage: stage ?? 'enhance' }));
    try {
      const original = await frameToJpeg(frame, settings.quality);
      const scanned = await scanFrame(frame, settings, undefined, { jobId });
      const whole = settings.autoCrop ? await scanFrame(frame, { ...settings, autoCrop: false }, undefined) : scanned;
      setProgress({ percent: 95, stage: 'save' });
      const page: ScannedPage = {
        id: newId(), jpeg: await fetchBlob(scanned.url), uncropped: await fetchBlob(whole.url), original, originalWidth: frame.width, originalHeight: frame.height,
        corners: scanned.corners, width: scanned.width, height: scanned.height, edits: { ...defaultPageEdits },
      };
      const selected = documents.find((document) => document.id === selectedId);
      const target: ScannedDocument = settings.multiPage && selected
        ? { ...selected, pages: [...selected.pages, page] }
        : { id: newId(), name: name(new Date()), format: settings.format, createdAt: Date.now(), pages: [page] };
      store(target);
      setSelectedId(target.id);
      return { page, detected: scanned.detected };
    } finally {
      unsubscribe();
      setProgress(undefined);
    }
  }, [documents, selectedId, store, name]);

  const updatePage = useCallback((documentId: string, pageId: string, change: (page: ScannedPage) => ScannedPage) => {
    const document = documents.find((item) => item.id === documentId);
    if (document) store({ ...document, pages: document.pages.map((page) => (page.id === pageId ? change(page) : page)) });
  }, [documents, store]);

  const editPage = useCallback((documentId: string, pageId: string, edits: Partial<PageEdits>) => {
    updatePage(documentId, pageId, (page) => ({ ...page, edits: { ...page.edits, ...edits } }));
  }, [updatePage]);

  /** Flattens the page again from its original frame with corners the user moved. */
  const recrop = useCallback(async (documentId: string, page: ScannedPage, corners: Quad, settings: ScanSettings) => {
    const frame = await readImageBlob(page.original);
    const scanned = await scanFrame(frame, settings, corners);
    const jpeg = await fetchBlob(scanned.url);
    updatePage(documentId, page.id, (current) => ({ ...current, jpeg, corners: scanned.corners, width: scanned.width, height: scanned.height }));
  }, [updatePage]);

  const movePage = useCallback((documentId: string, pageId: string, by: -1 | 1) => {
    const document = documents.find((item) => item.id === documentId);
    if (!document) return;
    const index = document.pages.findIndex((page) => page.id === pageId);
    const target = index + by;
    if (index < 0 || target < 0 || target >= document.pages.length) return;
    const pages = [...document.pages];
    [pages[index], pages[target]] = [pages[target], pages[index]];
    store({ ...document, pages });
  }, [documents, store]);

  const removePage = useCallback((documentId: string, pageId: string) => {
    const document = documents.find((item) => item.id === documentId);
    if (document) store({ ...document, pages: document.pages.filter((page) => page.id !== pageId) });
  }, [documents, store]);

  const removeDocument = useCallback((id: string) => {
    setDocuments((all) => all.filter((document) => document.id !== id));
    setSelectedId((selected) => (selected === id ? undefined : selected));
    void deleteDocument(id);
  }, []);

  const removeAll = useCallback(() => {
    setDocuments([]);
    setSelectedId(undefined);
    void deleteAllDocuments();
  }, []);

  return { documents, selectedId, setSelectedId, progress, capture, editPage, recrop, movePage, removePage, removeDocument, removeAll };
}
