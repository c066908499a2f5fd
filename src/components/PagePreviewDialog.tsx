import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { PageThumbnail } from './PageThumbnail';

interface PagePreviewDialogProps {
  file: File;
  /** The pages the person can step through, in display order; `index` is the one shown. */
  pages: Array<{ pageNumber: number; rotation?: number }>;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const PREVIEW_SIZE = 640;

/** A larger view of one page, with previous and next; Escape or the close button ends it. */
export function PagePreviewDialog({ file, pages, index, onIndexChange, onClose }: PagePreviewDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const page = pages[index];
  const size = Math.min(PREVIEW_SIZE, Math.floor(window.innerWidth * 0.85), Math.floor(window.innerHeight * 0.7));
  return (
    <dialog
      ref={dialog}
      aria-labelledby="page-preview-title"
      className="m-auto rounded-2xl bg-surface p-4 shadow-2xl backdrop:bg-black/60"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' && index > 0) onIndexChange(index - 1);
        if (event.key === 'ArrowRight' && index < pages.length - 1) onIndexChange(index + 1);
      }}
    >
      <div className="mb-3 flex items-center gap-2">
        <h2 id="page-preview-title" className="flex-1 font-semibold text-slate-900">Page {page.pageNumber}</h2>
        <button type="button" className="icon-btn" aria-label="Previous page" disabled={index === 0} onClick={() => onIndexChange(index - 1)}>
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <button type="button" className="icon-btn" aria-label="Next page" disabled={index === pages.length - 1} onClick={() => onIndexChange(index + 1)}>
          <ChevronRight className="size-5" aria-hidden />
        </button>
        <button type="button" className="icon-btn" aria-label="Close preview" onClick={() => dialog.current?.close()}>
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div data-testid="page-preview">
        <PageThumbnail file={file} pageNumber={page.pageNumber} size={size} rotation={page.rotation} visible />
      </div>
    </dialog>
  );
}
