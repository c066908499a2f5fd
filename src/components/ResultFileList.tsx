import { useState } from 'react';
import { CheckCircle2, Download, FileArchive, Loader2 } from 'lucide-react';
import { downloadAll } from '../api/client';
import type { ResultItem } from '../contract/results';
import { formatBytes } from '../lib/format-bytes';
import { toast } from '../state/toast-store';
import { useProgressiveCount } from './use-progressive-count';
import { focusLanding } from './focus-landing';

interface ResultFileListProps {
  title: string;
  results: ResultItem[];
  /** Name of the ZIP that "Download all" saves. */
  zipName: string;
}

/** Several result files: a download per file, and all of them as one ZIP (built in a worker). */
export function ResultFileList({ title, results, zipName }: ResultFileListProps) {
  const [zipping, setZipping] = useState(false);
  // Split every 1 can make hundreds of files: the list fills in slices, like the page grid.
  const shown = useProgressiveCount(results.length, 50, 50);
  const saveAll = async () => {
    setZipping(true);
    try {
      const zip = await downloadAll(results.map((result) => result.url));
      const url = URL.createObjectURL(zip);
      const link = Object.assign(document.createElement('a'), { href: url, download: zipName });
      link.click();
      // The download has its own copy once it starts; the URL can go a moment later.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast({ title: 'Download failed', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setZipping(false);
    }
  };
  return (
    <section className="rounded-2xl border border-green-200 bg-green-50 p-5" data-testid="result-list" aria-live="polite">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <CheckCircle2 className="size-6 shrink-0 text-green-600" aria-hidden />
        {/* The Cancel button that had the focus went when the job ended: the results take it. */}
        <h2 ref={focusLanding} tabIndex={-1} className="min-w-48 flex-1 text-lg font-semibold text-green-900 focus:outline-none">{title}</h2>
        <button type="button" className="btn-success" onClick={saveAll} disabled={zipping}>
          {zipping ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <FileArchive className="size-4" aria-hidden />}
          Download all (ZIP)
        </button>
      </div>
      <ul className="max-h-96 divide-y divide-green-100 overflow-y-auto rounded-xl border border-green-100 bg-white">
        {results.slice(0, shown).map((result) => (
          <li key={result.url} className="flex items-center gap-3 px-3 py-2 [contain-intrinsic-size:auto_3.25rem] [content-visibility:auto]" data-testid="result-file">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-800" title={result.filename}>{result.filename}</p>
              <p className="text-xs text-slate-500">
                {[result.pages !== undefined ? `${result.pages} ${result.pages === 1 ? 'page' : 'pages'}` : '', result.size !== undefined ? formatBytes(result.size) : '']
                  .filter(Boolean).join(' · ')}
              </p>
            </div>
            <a href={result.url} download={result.filename} className="icon-btn text-green-700" aria-label={`Download ${result.filename}`}>
              <Download className="size-4" aria-hidden />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
