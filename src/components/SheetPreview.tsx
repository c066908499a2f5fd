import { usePageImage } from './use-page-image';

/** A rectangle in PDF points from the sheet's lower-left corner (as the layout engines place pages). */
export interface PreviewRect { x: number; y: number; width: number; height: number }

export interface PreviewPlacement {
  /** 1-based page of the user's file; none for a blank place. */
  pageNumber?: number;
  cell: PreviewRect;
}

interface SheetPreviewProps {
  file: File;
  sheet: { width: number; height: number };
  placements: PreviewPlacement[];
  /** A frame round each page, as the border setting draws. */
  framed?: boolean;
  /** Dashed outlines drawn over the sheet (a fold, the tiles of a poster), in points. */
  guides?: PreviewRect[];
  label: string;
  /** CSS pixels of the sheet's longer side. */
  size?: number;
}

const PAGE_IMAGE_WIDTH = 160;

/**
 * One output sheet drawn from the user's own page thumbnails, placed as the layout places them
 * (each page fitted and centred in its cell), so a setting's effect shows before the run.
 */
export function SheetPreview({ file, sheet, placements, framed = false, guides = [], label, size = 280 }: SheetPreviewProps) {
  const scale = size / Math.max(sheet.width, sheet.height);
  const box = (rect: PreviewRect) => ({
    left: rect.x * scale, top: (sheet.height - rect.y - rect.height) * scale, width: rect.width * scale, height: rect.height * scale,
  });
  return (
    <figure className="flex flex-col items-center gap-2" data-testid="sheet-preview">
      {/* Clipped: a page scaled to fill its sheet overflows it, and what overflows is cropped. */}
      <div className="relative box-content overflow-hidden border border-slate-300 bg-white shadow-md" style={{ width: sheet.width * scale, height: sheet.height * scale }}>
        {placements.map((placement, index) => (
          <span key={index} className="absolute flex items-center justify-center" style={box(placement.cell)}>
            {placement.pageNumber !== undefined && <PreviewPage file={file} pageNumber={placement.pageNumber} framed={framed} />}
          </span>
        ))}
        {guides.map((guide, index) => <span key={`guide-${index}`} className="absolute border border-dashed border-red-400" style={box(guide)} aria-hidden />)}
      </div>
      <figcaption className="text-sm text-slate-500">{label}</figcaption>
    </figure>
  );
}

function PreviewPage({ file, pageNumber, framed }: { file: File; pageNumber: number; framed: boolean }) {
  const { page } = usePageImage(file, pageNumber, PAGE_IMAGE_WIDTH);
  if (!page) return <span className="size-full animate-pulse bg-slate-100" />;
  return <img src={page.url} alt="" data-testid="preview-page" className={`max-h-full max-w-full object-contain ${framed ? 'outline outline-1 outline-slate-400' : ''}`} />;
}
