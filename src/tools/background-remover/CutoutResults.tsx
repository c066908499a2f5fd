import { focusLanding } from '../../components/focus-landing';
import { DownloadAllButton } from '../../components/DownloadAllButton';
import { batchZipName } from '../../contract/output-names';
import type { CutoutAnswer } from '../../contract/remove-background';
import { formatBytes } from '../../lib/format-bytes';
import { CutoutComparison } from './CutoutComparison';
import { CutoutDownloadLink } from './CutoutDownloadLink';
import type { CutoutDownload, CutoutOptions } from './use-cutout-exports';
import { backgroundTexts as text } from './texts';

export interface DoneImage {
  /** The chosen image's id in the list. */
  id: string;
  name: string;
  cutout: CutoutAnswer;
  download: CutoutDownload;
}

interface CutoutResultsProps {
  done: DoneImage[];
  /** The image the slider compares. */
  shown: DoneImage;
  onShow: (id: string) => void;
  originalUrl?: string;
  options: CutoutOptions;
  onOptionsChange: (options: CutoutOptions) => void;
  colour: string;
  onColourChange: (colour: string) => void;
}

/**
 * The cut-outs of several images: one compared at a time (the one picked), the options applying to
 * all, a download each and all of them as one ZIP, once each is made with the options.
 */
export function CutoutResults({ done, shown, onShow, options, ...comparison }: CutoutResultsProps) {
  const files = done.flatMap(({ download }) => (download.file ? [download.file] : []));
  return (
    <section className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm" aria-labelledby="results-title" data-testid="results">
      <div className="flex flex-wrap items-center gap-3">
        <h2 ref={focusLanding} tabIndex={-1} id="results-title" className="flex-1 text-lg font-semibold text-slate-900 focus:outline-none">{text.resultsTitle(done.length)}</h2>
        {done.length > 1 && files.length === done.length && (
          <DownloadAllButton results={files} zipName={batchZipName(done.map(({ name }) => name), 'no-bg')} />
        )}
      </div>
      <p className="font-medium text-slate-800" data-testid="compared-image">{text.comparing(shown.name)}</p>
      <CutoutComparison cutout={shown.cutout} options={options} {...comparison} />
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {done.map(({ id, name, cutout, download }) => (
          <li key={id} className="flex flex-wrap items-center gap-3 px-3 py-2" data-testid="cutout">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-800" title={name}>{name}</p>
              <p className="text-xs text-slate-500">{text.resultSize(cutout.width, cutout.height, formatBytes(download.file?.size ?? cutout.size))}</p>
            </div>
            <button type="button" className="btn-secondary aria-pressed:border-red-500 aria-pressed:text-red-700" aria-pressed={id === shown.id} onClick={() => onShow(id)}>{text.compareWith(name)}</button>
            <CutoutDownloadLink download={download} format={options.format} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
