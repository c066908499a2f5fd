import { FileWarning, Loader2 } from 'lucide-react';
import { usePageImage } from './use-page-image';

interface PageThumbnailProps {
  file: File;
  pageNumber: number;
  /** CSS pixels of the square box the page fits in (at most), and the width the page is rendered at. */
  size: number;
  /** Extra turn shown on top of the page's own rotation (pending, not yet applied to the file). */
  rotation?: number;
  /** Only pages on (or near) the screen are rendered. */
  visible: boolean;
}

/** One page's image, rendered by pdf.js in the render worker, fitted into a square and turned as asked. */
export function PageThumbnail({ file, pageNumber, size, rotation = 0, visible }: PageThumbnailProps) {
  const { page, error } = usePageImage(file, pageNumber, size, visible);
  return (
    // The box shrinks on narrow screens; the image is still rendered at `size` for sharpness.
    <span className="flex aspect-square w-full items-center justify-center overflow-hidden" style={{ maxWidth: size }}>
      {page ? (
        <img
          src={page.url}
          alt=""
          decoding="async"
          data-testid="page-image"
          draggable={false}
          className="max-h-full max-w-full border border-slate-200 bg-white object-contain shadow-sm transition-transform"
          style={{ transform: rotation ? `rotate(${rotation}deg)` : undefined }}
        />
      ) : error ? (
        <FileWarning className="size-6 text-amber-600" aria-label="This page could not be shown" />
      ) : visible ? (
        <Loader2 className="size-5 animate-spin text-slate-300" aria-hidden />
      ) : null}
    </span>
  );
}
