// The documents and the capture pipeline: a frame (camera or upload) is flattened, cleaned, turned
// upright and (OCR on) read by the workers, appended to the selected document in multi-page or batch
// mode or made a new document, and every change is written to IndexedDB.
import { useCallback, useEffect, useRef, useState } from 'react';
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
  const [selectedId, setSelectedIdState] = useState<string>();
  const [progress, setProgress] = useState<ScanProgress>();
  // The latest documents and selection, for captures queued in batch mode: each must append to the
  // document the one before it made, not to the state of the render that queued it.
  const latest = useRef<{ documents: ScannedDocument[]; selectedId?: string }>({ documents: [] });
  latest.current = { documents, selectedId };
  const setSelectedId = useCallback((id: string | undefined | ((selected: string | undefined) => string | undefined)) => {
    setSelectedIdState((selected) => {
      const next = typeof id === 'function' ? id(selected) : id;
      latest.current = { ...latest.current, selectedId: next };
      return next;
    });
  }, []);

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
  }, [setSelectedId]);

  const store = useCallback((document: ScannedDocument) => {
    const replace = (all: ScannedDocument[]) => (all.some((item) => item.id === document.id) ? all.map((item) => (item.id === document.id ? document : item)) : [...all, document]);
    latest.current = { ...latest.current, documents: replace(latest.current.documents) };
    setDocuments(replace);
    void saveDocument(document);
  }, []);

  /**
   * Runs the pipeline on one frame; answers the new page, whether its outline was found and the turn
   * auto-rotate gave it. `append`: add it to the selected document (multi-page, batch) if there is one.
   */
  const capture = useCallback(async (frame: RawImage, settings: ScanSettings, append: boolean): Promise<{ page: ScannedPage; detected: boolean; rotation: number }> => {
    const jobId = newJobId();
    setProgress({ percent: 5, stage: 'analyse' });
    const unsubscribe = subscribeJobProgress(jobId, ({ done, total, stage }) => setProgress({ percent: Math.round(10 + (done / total) * 80), stage: stage ?? 'enhance' }));
    try {
      const original = await frameToJpeg(frame, settings.quality);
      const scanned = await scanFrame(frame, settings, undefined, { jobId, ocrLanguages: settings.ocr ? [settings.ocrLanguage] : undefined });
      const whole = settings.autoCrop ? await scanFrame(frame, { ...settings, autoCrop: false }, undefined) : scanned;
      setProgress({ percent: 95, stage: 'save' });
      const page: ScannedPage = {
        id: newId(), jpeg: await fetchBlob(scanned.url), uncropped: await fetchBlob(whole.url), original, originalWidth: frame.width, originalHeight: frame.height,
        corners: scanned.corners, width: scanned.width, height: scanned.height, edits: { ...defaultPageEdits },
        ...(scanned.ocr ? { ocrText: scanned.ocr.text.trim(), ocrWords: scanned.ocr.words } : {}),
      };
      const selected = latest.current.documents.find((document) => document.id === latest.current.selectedId);
      const target: ScannedDocument = append && selected
        ? { ...selected, pages: [...selected.pages, page] }
        : { id: newId(), name: name(new Date()), format: settings.format, createdAt: Date.now(), pages: [page] };
      store(target);
      setSelectedId(target.id);
      return { page, detected: scanned.detected, rotation: scanned.rotation };
    } finally {
      unsubscribe();
      setProgress(undefined);
    }
  }, [store, name, setSelectedId]);

  const updatePage = useCallback((documentId: string, pageId: string, change: (page: ScannedPage) => ScannedPage) => {
    const document = latest.current.documents.find((item) => item.id === documentId);
    if (document) store({ ...document, pages: document.pages.map((page) => (page.id === pageId ? change(page) : page)) });
  }, [store]);

  const editPage = useCallback((documentId: string, pageId: string, edits: Partial<PageEdits>) => {
    updatePage(documentId, pageId, (page) => ({ ...page, edits: { ...page.edits, ...edits } }));
  }, [updatePage]);

  /** Flattens the page again from its original frame with corners the user moved. */
  const recrop = useCallback(async (documentId: string, page: ScannedPage, corners: Quad, settings: ScanSettings) => {
    const frame = await readImageBlob(page.original);
    const scanned = await scanFrame(frame, settings, corners, { ocrLanguages: settings.ocr ? [settings.ocrLanguage] : undefined });
    const jpeg = await fetchBlob(scanned.url);
    const ocr = scanned.ocr ? { ocrText: scanned.ocr.text.trim(), ocrWords: scanned.ocr.words } : { ocrText: undefined, ocrWords: undefined };
    updatePage(documentId, page.id, (current) => ({ ...current, jpeg, corners: scanned.corners, width: scanned.width, height: scanned.height, ...ocr }));
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
  }, [setSelectedId]);

  const removeAll = useCallback(() => {
    setDocuments([]);
    setSelectedId(undefined);
    void deleteAllDocuments();
  }, [setSelectedId]);

  return { documents, selectedId, setSelectedId, progress, capture, editPage, recrop, movePage, removePage, removeDocument, removeAll };
}
