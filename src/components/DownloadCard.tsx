import { CheckCircle2, Download } from 'lucide-react';
import { formatBytes } from '../lib/format-bytes';
import type { ResultItem } from '../contract/results';
import { focusLanding } from './focus-landing';

interface DownloadCardProps {
  title: string;
  result: ResultItem;
  downloadLabel: string;
  /** A line about the result the tool wants read with it (e.g. how the pages were put together). */
  note?: string;
}

/** The green result card: title, file name (with size and pages when known) and the download link. */
export function DownloadCard({ title, result, downloadLabel, note }: DownloadCardProps) {
  const details = [
    result.size !== undefined ? formatBytes(result.size) : undefined,
    result.pages !== undefined ? `${result.pages} ${result.pages === 1 ? 'page' : 'pages'}` : undefined,
  ].filter(Boolean).join(' · ');
  return (
    <section className="rounded-2xl border border-green-200 bg-green-50 p-6" data-testid="download-card" aria-live="polite">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-600" aria-hidden />
        <div className="min-w-0 flex-1">
          {/* The Cancel button that had the focus went when the job ended: the result takes it. */}
          <h2 ref={focusLanding} tabIndex={-1} className="text-lg font-semibold text-green-900 focus:outline-none">{title}</h2>
          <p className="truncate text-green-800">{result.filename}</p>
          {details && <p className="text-sm text-green-700">{details}</p>}
          {note && <p className="mt-2 text-sm text-green-900" data-testid="result-note">{note}</p>}
        </div>
      </div>
      <a href={result.url} download={result.filename} className="btn-success mt-4">
        <Download className="size-4" aria-hidden /> {downloadLabel}
      </a>
    </section>
  );
}
