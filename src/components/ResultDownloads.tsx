import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import type { ResultItem } from '../contract/results';
import { formatBytes } from '../lib/format-bytes';

/** A file's pages and size, as a result line says them: '3 pages · 1.20 MB'. */
export function resultDetails(result: ResultItem): string {
  return [
    result.pages !== undefined ? `${result.pages} ${result.pages === 1 ? 'page' : 'pages'}` : '',
    result.size !== undefined ? formatBytes(result.size) : '',
  ].filter(Boolean).join(' · ');
}

/** One result file as a line: its name, its details (pages and size unless given), and its download link. */
export function ResultRow({ result, className = '', details }: { result: ResultItem; className?: string; details?: ReactNode }) {
  return (
    <li className={`flex items-center gap-3 px-3 ${className}`} data-testid="result-file">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-800" title={result.filename}>{result.filename}</p>
        <p className="text-xs text-slate-500">{details ?? resultDetails(result)}</p>
      </div>
      <a href={result.url} download={result.filename} className="icon-btn text-green-700" aria-label={`Download ${result.filename}`}>
        <Download className="size-4" aria-hidden />
      </a>
    </li>
  );
}

/** Result files as compact lines (the results of one file of several). */
export function ResultDownloads({ results }: { results: ResultItem[] }) {
  return (
    <ul className="divide-y divide-green-100 rounded-lg border border-green-100 bg-green-50/50">
      {results.map((result) => <ResultRow key={result.url} result={result} className="py-1.5" />)}
    </ul>
  );
}
