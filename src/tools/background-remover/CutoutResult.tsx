import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { focusLanding } from '../../components/focus-landing';
import { formatBytes } from '../../lib/format-bytes';
import type { CutoutAnswer } from '../../contract/remove-background';
import { CutoutComparison } from './CutoutComparison';
import { CutoutDownloadLink } from './CutoutDownloadLink';
import type { CutoutDownload, CutoutOptions } from './use-cutout-exports';
import { backgroundTexts as text } from './texts';

interface CutoutResultProps {
  originalUrl?: string;
  cutout: CutoutAnswer;
  download: CutoutDownload;
  options: CutoutOptions;
  onOptionsChange: (options: CutoutOptions) => void;
  colour: string;
  onColourChange: (colour: string) => void;
  onProcessAnother: () => void;
  /** Beside "Process Another Image": adding more images. */
  extraAction?: ReactNode;
}

/** The spec's result view of one image: the comparison, the options and its download. */
export function CutoutResult({ cutout, download, options, onProcessAnother, extraAction, ...comparison }: CutoutResultProps) {
  return (
    <section className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm" aria-labelledby="result-title" data-testid="result">
      <div className="flex flex-wrap items-center gap-3">
        <h2 ref={focusLanding} tabIndex={-1} id="result-title" className="text-lg font-semibold text-slate-900 focus:outline-none">{text.resultLabel}</h2>
        <span className="text-sm text-slate-500" data-testid="result-size">{text.resultSize(cutout.width, cutout.height, formatBytes(download.file?.size ?? cutout.size))}</span>
      </div>
      <CutoutComparison cutout={cutout} options={options} {...comparison} />
      <div className="flex flex-wrap gap-3">
        <CutoutDownloadLink download={download} format={options.format} />
        <button type="button" className="btn-secondary" onClick={onProcessAnother}>
          <RotateCcw className="size-4" aria-hidden /> {text.processAnother}
        </button>
        {extraAction}
      </div>
    </section>
  );
}
