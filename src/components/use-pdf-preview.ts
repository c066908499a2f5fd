import { useEffect, useState } from 'react';
import { browserEngines } from '../../workers/runtime/browser-engines';
import { describePdfOperation } from '../contract/previews';
import { EngineError } from '../contract/errors';

export interface PdfPreview {
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
    void entry.preview.then(({ thumbnailUrl }) => thumbnailUrl && URL.revokeObjectURL(thumbnailUrl));
  }, 0);
}

async function renderPreview(file: File): Promise<PdfPreview> {
  try {
    const { pageCount, thumbnail } = await browserEngines.run(describePdfOperation, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      thumbnailWidth: THUMBNAIL_WIDTH,
    });
    return { pageCount, thumbnailUrl: thumbnail ? URL.createObjectURL(thumbnail) : undefined };
  } catch (error) {
    return { problem: problemText(error) };
  }
}

function problemText(error: unknown): string {
  if (error instanceof EngineError && (error.code === 'encrypted' || error.code === 'wrong-password')) return 'Password-protected';
  if (error instanceof EngineError && error.code === 'corrupt') return 'Damaged file';
  return 'No preview';
}

/** First-page thumbnail and page count of a PDF, rendered by pdf.js in the render worker. */
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
