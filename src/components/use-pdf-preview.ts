import { useEffect, useState } from 'react';
import { ApiError } from '../api/api-error';
import { holdPreview, letPreviewGo } from '../api/previews';
import { fetchPageImage } from '../api/page-image';

export interface PdfPreview {
  /** The API's name for the file, for stamp previews. */
  previewId?: string;
  pageCount?: number;
  thumbnailUrl?: string;
  /** Why the file cannot be previewed (encrypted, damaged), in words for the card. */
  problem?: string;
}

const THUMBNAIL_WIDTH = 160;

// One render per file, however often its card re-renders or moves; the thumbnail's object URL
// is revoked once no card shows the file any more.
const previews = new Map<File, { preview: Promise<PdfPreview>; users: number }>();

function acquirePreview(file: File): Promise<PdfPreview> {
  let entry = previews.get(file);
  if (!entry) {
    entry = { preview: renderPreview(file), users: 0 };
    previews.set(file, entry);
  }
  entry.users += 1;
  return entry.preview;
}

function releasePreview(file: File): void {
  const entry = previews.get(file);
  if (!entry) return;
  entry.users -= 1;
  // Released on the next tick: a card that remounts at once (a moved item) keeps its thumbnail.
  setTimeout(() => {
    if (entry.users > 0 || previews.get(file) !== entry) return;
    previews.delete(file);
    void entry.preview.then(({ thumbnailUrl, previewId }) => {
      if (thumbnailUrl) URL.revokeObjectURL(thumbnailUrl);
      if (previewId) letPreviewGo(file);
    });
  }, 0);
}

async function renderPreview(file: File): Promise<PdfPreview> {
  let previewId: string;
  let pageCount: number;
  try {
    ({ id: previewId, pages: pageCount } = await holdPreview(file));
  } catch (error) {
    return { problem: problemText(error) };
  }
  // The card is still useful without its picture: the page count and the preview stay.
  const thumbnail = await fetchPageImage(previewId, 1, { width: THUMBNAIL_WIDTH, scale: 1 }).catch(() => undefined);
  return { previewId, pageCount, thumbnailUrl: thumbnail && URL.createObjectURL(thumbnail.image) };
}

function problemText(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'encrypted' || error.code === 'wrong-password')) return 'Password-protected';
  if (error instanceof ApiError && error.code === 'corrupt') return 'Damaged file';
  return 'No preview';
}

/** First-page thumbnail and page count of a PDF, from the API's previews. */
export function usePdfPreview(file: File, enabled = true): PdfPreview | undefined {
  const [state, setState] = useState<{ file: File; preview: PdfPreview }>();
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    acquirePreview(file).then((preview) => current && setState({ file, preview }));
    return () => {
      current = false;
      releasePreview(file);
    };
  }, [file, enabled]);
  // A preview of the previous file (its page count!) must never stand in for this one's.
  return state?.file === file ? state.preview : undefined;
}
