import { useEffect, useState } from 'react';
import { usePageImage } from './use-page-image';
import { releasePageImages } from '../api/page-images';

interface BeforeAfterPreviewProps {
  original: File;
  /** The result's object URL; its first page is rendered beside the original's. */
  resultUrl: string;
  resultName: string;
}

const WIDTH = 280;

/** The first page before and after, rendered by pdf.js in the render worker, side by side. */
export function BeforeAfterPreview({ original, resultUrl, resultName }: BeforeAfterPreviewProps) {
  const [result, setResult] = useState<File>();
  useEffect(() => {
    let current = true;
    void fetch(resultUrl).then((response) => response.blob()).then((blob) => {
      if (current) setResult(new File([blob], resultName, { type: 'application/pdf' }));
    }, () => undefined); // The result was released meanwhile: there is nothing to show.
    return () => {
      current = false;
    };
  }, [resultUrl, resultName]);
  useEffect(() => () => {
    if (result) releasePageImages(result);
  }, [result]);
  useEffect(() => () => releasePageImages(original), [original]);
  return (
    <section aria-labelledby="before-after" className="rounded-2xl border border-slate-200 bg-surface p-5">
      <h2 id="before-after" className="mb-3 text-lg font-semibold text-slate-900">First page, before and after</h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-6">
        <PageFigure file={original} caption="Before" />
        <PageFigure file={result} caption="After" />
      </div>
    </section>
  );
}

function PageFigure({ file, caption }: { file?: File; caption: string }) {
  const { page, error } = usePageImage(file, 1, WIDTH);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div className="flex aspect-[3/4] w-full items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-50">
        {page
          ? <img src={page.url} alt={`${caption}: first page`} className="max-h-full max-w-full object-contain" data-testid={`preview-${caption.toLowerCase()}`} />
          : <span className="text-sm text-slate-400">{error ? 'No preview' : 'Rendering…'}</span>}
      </div>
      <figcaption className="text-sm font-medium text-slate-600">{caption}</figcaption>
    </figure>
  );
}
