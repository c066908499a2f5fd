import { useEffect, useRef, useState } from 'react';
import { browserEngines } from '../../workers/runtime/browser-engines';
import { renderFirstPageOperation } from '../contract/previews';
import { EngineError } from '../contract/errors';
import type { PreviewSource, StampPreview } from '../contract/stamp-results';

export interface StampPreviewState {
  imageUrl?: string;
  /** The document page shown, and how many pages the document has. */
  pageNumber?: number;
  pageCount?: number;
  /** Characters the fonts cannot draw, left out of the stamp. */
  missing: string[];
  error?: string;
  busy: boolean;
}

/** Settings settle for this long before the preview is drawn again (e.g. while a slider moves). */
export const PREVIEW_DELAY_MS = 250;

const fileKeys = new WeakMap<File, string>();
let nextKey = 1;
function keyOf(file: File): string {
  let key = fileKeys.get(file);
  if (!key) fileKeys.set(file, (key = `stamp-source-${nextKey++}`));
  return key;
}

/**
 * A live preview of a stamp on the document's real page: the document worker runs the same
 * engine as the real job on that one page, and pdf.js draws the result in the render worker.
 * `settingsKey` changes whenever the settings do; only the newest preview is shown.
 */
export function useStampPreview(
  file: File | undefined,
  settingsKey: string,
  makePreview: (source: PreviewSource) => Promise<StampPreview>,
  width: number,
): StampPreviewState {
  const [state, setState] = useState<StampPreviewState>({ missing: [], busy: false });
  const make = useRef(makePreview);
  make.current = makePreview;

  useEffect(() => {
    if (!file) return undefined;
    let current = true;
    setState((previous) => ({ ...previous, busy: true }));
    const timer = setTimeout(async () => {
      try {
        const preview = await make.current({ key: keyOf(file), name: file.name, file });
        const { image } = await browserEngines.run(renderFirstPageOperation, {
          name: file.name, bytes: preview.bytes, width, scale: Math.min(2, globalThis.devicePixelRatio || 1),
        });
        if (!current) return;
        const imageUrl = URL.createObjectURL(image);
        setState({ imageUrl, pageNumber: preview.pageNumber, pageCount: preview.pageCount, missing: preview.missing, busy: false });
      } catch (error) {
        if (!current) return;
        // A cancelled job stops the worker mid-preview; the next settings change draws it again.
        const cancelled = error instanceof EngineError && error.code === 'cancelled';
        setState((previous) => ({ ...previous, busy: false, error: cancelled ? previous.error : messageOf(error) }));
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [file, settingsKey, width]);

  // Each image replaces the last; the last is freed when the screen goes.
  useEffect(() => {
    const url = state.imageUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [state.imageUrl]);

  return state;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
