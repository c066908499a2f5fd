import { ChevronLeft, ChevronRight, Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import { editorTexts as text } from './texts';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, type Zoom } from './zoom';

interface PageNavigatorProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  /** The percentage 'fit width' comes to, to step from. */
  shownPercent: number;
}

/** Previous and next with 'Page x of y', and zoom 50–200 % in steps of 25 plus fit width (spec §2, §9). */
export function PageNavigator({ page, pageCount, onPage, zoom, onZoom, shownPercent }: PageNavigatorProps) {
  const button = 'rounded-lg p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-40';
  const stepped = (direction: 1 | -1) => {
    const base = zoom === 'fit' ? Math.round(shownPercent / ZOOM_STEP) * ZOOM_STEP : zoom;
    return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, base + direction * ZOOM_STEP));
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex items-center gap-1">
        <button type="button" className={button} onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={text.previous}><ChevronLeft className="size-5" aria-hidden /></button>
        <span className="min-w-28 text-center text-sm font-medium text-slate-700" data-testid="page-of">{text.pageOf(page, pageCount)}</span>
        <button type="button" className={button} onClick={() => onPage(page + 1)} disabled={page >= pageCount} aria-label={text.next}><ChevronRight className="size-5" aria-hidden /></button>
      </div>
      <div className="flex items-center gap-1">
        <button type="button" className={button} onClick={() => onZoom(stepped(-1))} disabled={zoom !== 'fit' && zoom <= ZOOM_MIN} aria-label={text.zoomOut}><ZoomOut className="size-5" aria-hidden /></button>
        <span className="w-14 text-center text-sm text-slate-700" data-testid="zoom">{Math.round(shownPercent)}%</span>
        <button type="button" className={button} onClick={() => onZoom(stepped(1))} disabled={zoom !== 'fit' && zoom >= ZOOM_MAX} aria-label={text.zoomIn}><ZoomIn className="size-5" aria-hidden /></button>
        <button type="button" className={button} onClick={() => onZoom('fit')} aria-pressed={zoom === 'fit'} aria-label={text.fitWidth}><Maximize2 className="size-5" aria-hidden /></button>
      </div>
    </div>
  );
}
