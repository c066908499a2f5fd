import { CheckCircle2 } from 'lucide-react';
import type { ResultItem } from '../contract/results';
import { useProgressiveCount } from './use-progressive-count';
import { focusLanding } from './focus-landing';
import { DownloadAllButton } from './DownloadAllButton';
import { ResultRow } from './ResultDownloads';

interface ResultFileListProps {
  title: string;
  results: ResultItem[];
  /** Name of the ZIP that "Download all" saves. */
  zipName: string;
}

/** Several result files: a download per file, and all of them as one ZIP (built in a worker). */
export function ResultFileList({ title, results, zipName }: ResultFileListProps) {
  // Split every 1 can make hundreds of files: the list fills in slices, like the page grid.
  const shown = useProgressiveCount(results.length, 50, 50);
  return (
    <section className="rounded-2xl border border-green-200 bg-green-50 p-5" data-testid="result-list" aria-live="polite">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <CheckCircle2 className="size-6 shrink-0 text-green-600" aria-hidden />
        {/* The Cancel button that had the focus went when the job ended: the results take it. */}
        <h2 ref={focusLanding} tabIndex={-1} className="min-w-48 flex-1 text-lg font-semibold text-green-900 focus:outline-none">{title}</h2>
        <DownloadAllButton results={results} zipName={zipName} />
      </div>
      <ul className="max-h-96 divide-y divide-green-100 overflow-y-auto rounded-xl border border-green-100 bg-surface">
        {results.slice(0, shown).map((result) => (
          <ResultRow key={result.url} result={result} className="py-2 [contain-intrinsic-size:auto_3.25rem] [content-visibility:auto]" />
        ))}
      </ul>
    </section>
  );
}
