import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { fetchStampPreview } from '../api/stamp-preview';
import { previewScale } from '../api/page-images';
import type { ApiCall } from '../contract/api-call';
import type { PdfPreview } from './use-pdf-preview';

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

/** The tool's call and its settings as the run would send them. */
export interface StampRequest<Settings> {
  call: ApiCall<Settings, unknown>;
  settings: Settings;
}

/**
 * A live preview of a stamp on the document's real page: the API stamps that one page with the
 * same engine as the real job and draws it (POST {call's path}/preview, the file named by its
 * preview id). `settingsKey` changes whenever the settings do; only the newest preview is shown.
 */
export function useStampPreview<Settings>(
  pdf: PdfPreview | undefined,
  settingsKey: string,
  request: StampRequest<Settings>,
  width: number,
): StampPreviewState {
  const [state, setState] = useState<StampPreviewState>({ missing: [], busy: false });
  const latestRequest = useRef(request);
  latestRequest.current = request;
  const previewId = pdf?.previewId;
  const problem = pdf?.problem;

  useEffect(() => {
    if (problem) {
      setState({ missing: [], busy: false, error: problem });
      return undefined;
    }
    if (!previewId) return undefined;
    let current = true;
    setState((previous) => ({ ...previous, busy: true }));
    const timer = setTimeout(async () => {
      try {
        const { call, settings } = latestRequest.current;
        const preview = await fetchStampPreview(previewId, { width, scale: previewScale() }, call, settings);
        if (!current) return;
        const imageUrl = URL.createObjectURL(preview.image);
        setState({ imageUrl, pageNumber: preview.pageNumber, pageCount: preview.pageCount, missing: preview.missing, busy: false });
      } catch (error) {
        if (!current) return;
        // A cancelled job stops the worker mid-preview; the next settings change draws it again.
        const cancelled = error instanceof ApiError && error.code === 'cancelled';
        setState((previous) => ({ ...previous, busy: false, error: cancelled ? previous.error : messageOf(error) }));
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [previewId, problem, settingsKey, width]);

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
