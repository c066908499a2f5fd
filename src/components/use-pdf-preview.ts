import { useEffect, useState } from 'react';
import { renderEngine } from '../../workers/engine-clients';
import { EngineError } from '../../workers/engines/engine-error';

export interface PdfPreview {
  pageCount?: number;
  thumbnailUrl?: string;
  /** Why the file cannot be previewed (encrypted, damaged), in words for the card. */
  problem?: string;
}

const THUMBNAIL_WIDTH = 160;
// One render per file, however often a card re-renders or remounts.
const previews = new WeakMap<File, Promise<PdfPreview>>();

function loadPreview(file: File): Promise<PdfPreview> {
  let preview = previews.get(file);
  if (!preview) {
    preview = file.arrayBuffer()
      .then((buffer) => renderEngine.run('describePdf', {
        name: file.name,
        bytes: new Uint8Array(buffer),
        thumbnailWidth: THUMBNAIL_WIDTH,
      }))
      .then(({ pageCount, thumbnail }) => ({
        pageCount,
        thumbnailUrl: thumbnail ? URL.createObjectURL(thumbnail) : undefined,
      }))
      .catch((error: unknown) => ({ problem: problemText(error) }));
    previews.set(file, preview);
  }
  return preview;
}

function problemText(error: unknown): string {
  if (error instanceof EngineError && (error.code === 'encrypted' || error.code === 'wrong-password')) return 'Password-protected';
  if (error instanceof EngineError && error.code === 'corrupt') return 'Damaged file';
  return 'No preview';
}

/** First-page thumbnail and page count of a PDF, rendered by pdf.js in the render worker. */
export function usePdfPreview(file: File, enabled = true): PdfPreview | undefined {
  const [preview, setPreview] = useState<PdfPreview>();
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    loadPreview(file).then((result) => current && setPreview(result));
    return () => {
      current = false;
    };
  }, [file, enabled]);
  return preview;
}
