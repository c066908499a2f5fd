import { Loader2, Maximize2, Minimize2 } from 'lucide-react';
import type { StampPreviewState } from './use-stamp-preview';

interface StampPreviewPanelProps {
  preview: StampPreviewState;
  /** What the image shows, for people who cannot see it, e.g. 'page numbers'. */
  subject: string;
  large: boolean;
  onToggleSize: () => void;
  /** Of several files, the one shown (the first): the settings apply to every file. */
  fileName?: string;
}

/** The live preview: the real page with the stamp, or why it cannot be drawn. */
export function StampPreviewPanel({ preview, subject, large, onToggleSize, fileName }: StampPreviewPanelProps) {
  const { imageUrl, pageNumber, pageCount, missing, error, busy } = preview;
  const caption = pageNumber === undefined ? 'Preview' : `Preview: page ${pageNumber} of ${pageCount}`;
  return (
    <figure className="rounded-2xl border border-slate-200 bg-slate-50 p-4" data-testid="stamp-preview" aria-busy={busy}>
      <figcaption className="mb-3 flex items-center justify-between text-sm font-medium text-slate-700">
        <span className="flex items-center gap-2">
          {caption}
          {busy && <Loader2 className="size-4 animate-spin text-red-600" aria-label="Updating the preview" />}
        </span>
        <button type="button" className="btn-ghost text-sm" onClick={onToggleSize} aria-pressed={large}>
          {large ? <Minimize2 className="size-4" aria-hidden /> : <Maximize2 className="size-4" aria-hidden />}
          Larger preview
        </button>
      </figcaption>
      {fileName && (
        <p className="-mt-1 mb-3 break-words text-sm text-slate-500" data-testid="stamp-preview-file">
          {`The first file, ${fileName}; the same settings go on every file.`}
        </p>
      )}
      {imageUrl && !error ? (
        <img
          src={imageUrl}
          alt={`Page ${pageNumber} with the ${subject} as they will appear`}
          className={`mx-auto w-auto max-w-full border border-slate-200 bg-white shadow-sm ${large ? '' : 'max-h-[32rem]'}`}
          data-testid="stamp-preview-image"
        />
      ) : (
        <div
          className={`flex aspect-[3/4] items-center justify-center rounded border border-dashed border-slate-300 bg-surface p-6 text-center text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}
          role={error ? 'status' : undefined}
        >
          {error ?? 'Drawing the preview…'}
        </div>
      )}
      {missing.length > 0 && (
        <p className="mt-2 text-sm text-amber-700" role="status">
          {`These characters cannot be drawn with the available fonts and are left out: ${missing.join(' ')}`}
        </p>
      )}
    </figure>
  );
}
