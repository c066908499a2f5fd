import { useMemo } from 'react';
import { Loader2 } from 'lucide-react';
import { usePageImage } from '../../components/use-page-image';
import { cropRects, type CropMarginsSettings } from '../../contract/crop-margins';
import { useContentBoxes } from './use-content-boxes';
import { measureFailed, measuring, previewAlt, previewLine, previewTitle } from './texts';

const PREVIEW_WIDTH = 280;

/** Page 1 of the one file with the box it will be cropped to drawn over it, as the settings change. */
export function CropPreview({ file, settings }: { file: File; settings: CropMarginsSettings }) {
  const { pages, failed } = useContentBoxes(file);
  const { page, error } = usePageImage(file, 1, PREVIEW_WIDTH);
  const rects = useMemo(() => (pages ? cropRects(pages, settings) : undefined), [pages, settings]);

  if (failed) return <p className="text-sm text-slate-500">{measureFailed}</p>;
  if (!pages || !rects || (!page && !error)) {
    return <p className="flex items-center gap-2 text-slate-500" data-testid="crop-measuring"><Loader2 className="size-4 animate-spin" aria-hidden /> {measuring}</p>;
  }
  const [first] = pages;
  const box = rects[0];
  const percent = (value: number, whole: number) => `${(value / whole) * 100}%`;
  const summary = <p className="text-sm text-slate-600" aria-live="polite" data-testid="crop-summary">{previewLine(rects.filter(Boolean).length, pages.length, Boolean(box))}</p>;
  // Page 1 that pdf.js cannot draw: the numbers still say what will happen.
  if (!page) return summary;
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-slate-700">{previewTitle}</figcaption>
      <div className="relative inline-block overflow-hidden border border-slate-200 bg-white shadow-sm" style={{ width: PREVIEW_WIDTH, maxWidth: '100%' }}>
        <img src={page.url} alt={previewAlt} className="block w-full" />
        {box && (
          <div
            // What is cut away is dimmed by the box's shadow; the dashed line is the new page edge.
            className="pointer-events-none absolute border-2 border-dashed border-teal-600 shadow-[0_0_0_9999px_rgba(15,23,42,0.35)]"
            data-testid="crop-box"
            style={{
              left: percent(box.left, first.width),
              top: percent(box.top, first.height),
              width: percent(box.right - box.left, first.width),
              height: percent(box.bottom - box.top, first.height),
            }}
          />
        )}
      </div>
      {summary}
    </figure>
  );
}
