import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { postFiles } from '../api/client';
import type { ResultItem } from '../contract/results';
import { chosenPages, initialPageChoice, pagesQuery, type PageChoice } from '../lib/page-choice';
import type { UploadRules } from '../lib/validate-upload';
import { toast } from '../state/toast-store';
import { DownloadCard } from './DownloadCard';
import { FileCard } from './FileCard';
import { PageChoiceForm } from './PageChoiceForm';
import type { SelectionTone } from './PageTile';
import { ProcessingWidget, type ProcessingJob, type RunContext } from './ProcessingWidget';
import { ResultFileList } from './ResultFileList';
import { UploadWidget } from './UploadWidget';
import { useReleasedResults } from './use-released-results';
import { useSingleFile } from './use-single-file';

export interface PageSelectionTexts {
  uploadTitle: string;
  uploaded: string;
  optionsTitle: string;
  gridLabel: string;
  action: string;
  /** For notices: 'Folio repaired it before <verb>'. */
  verb: string;
  jobLabel: (fileName: string) => string;
  successTitle: string;
  resultTitle: string;
  resultsTitle: string;
  download: string;
}

interface PageSelectionToolProps {
  rules: UploadRules;
  texts: PageSelectionTexts;
  endpoint: string;
  tone: SelectionTone;
  /** A reason the chosen pages cannot be used, beyond the parser's (e.g. removing every page). */
  refuse?: (pages: number[], pageCount: number) => string | undefined;
  /** Extra settings under the page choice (e.g. 'Extract as individual PDF files'). */
  extraOptions?: (disabled: boolean) => ReactNode;
  /** The call's query for the chosen pages (the contract's writer, with the screen's other settings). */
  query: (pages: string) => Record<string, string>;
  zipName: (fileName: string) => string;
}

/** The Remove and Extract pages tool: one PDF, a page choice kept in sync with the page grid, the result. */
export function PageSelectionTool({ rules, texts, endpoint, tone, refuse, extraOptions, query: queryFor, zipName }: PageSelectionToolProps) {
  const { file, choose, clear, pageCount, problem } = useSingleFile(rules, { uploadedText: texts.uploaded });
  const [choice, setChoice] = useState<PageChoice>(initialPageChoice);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useReleasedResults();

  // A new file starts from the defaults, with no result.
  useEffect(() => {
    setChoice(initialPageChoice);
    setResults([]);
  }, [file, setResults]);
  const { pages, error: parseError } = useMemo(
    () => (pageCount ? chosenPages(choice, pageCount) : { pages: [] as number[], error: undefined }),
    [choice, pageCount],
  );
  const error = parseError ?? (pageCount ? refuse?.(pages, pageCount) : undefined);
  const query = queryFor(pagesQuery(pages));
  const settingsKey = new URLSearchParams(query).toString();
  // A result made with other settings no longer matches what the screen shows.
  useEffect(() => setResults([]), [settingsKey, setResults]);

  if (!file) return <UploadWidget {...rules} onFiles={choose} title={texts.uploadTitle} />;

  const job: ProcessingJob = { key: `${file.name}:${settingsKey}`, label: texts.jobLabel(file.name), files: [file] };
  const run = (current: ProcessingJob, { signal, jobId }: RunContext) => postFiles(endpoint, current.files, { signal, jobId }, query);
  const onComplete = (items: ResultItem[]) => {
    setResults(items);
    toast({ title: texts.successTitle });
  };

  return (
    <div className="space-y-6">
      <FileCard file={file} onRemove={clear} removeDisabled={running} />
      <section className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5" aria-labelledby="page-options">
        <h2 id="page-options" className="mb-4 text-lg font-semibold text-slate-900">{texts.optionsTitle}</h2>
        {problem && <p className="text-red-600" role="alert" data-testid="file-problem">{problem}</p>}
        {!problem && !pageCount && <p className="flex items-center gap-2 text-slate-500"><Loader2 className="size-4 animate-spin" aria-hidden /> Reading pages…</p>}
        {pageCount !== undefined && (
          <>
            <PageChoiceForm
              file={file} pageCount={pageCount} choice={choice} onChoiceChange={setChoice} pages={pages}
              error={error} gridLabel={texts.gridLabel} tone={tone} disabled={running}
            />
            {extraOptions?.(running)}
          </>
        )}
      </section>
      <ProcessingWidget jobs={[job]} run={run} actionLabel={texts.action} verb={texts.verb} onRunningChange={setRunning} onComplete={onComplete} disabled={!pageCount || Boolean(error) || pages.length === 0} />
      {results.length === 1 && <DownloadCard title={texts.resultTitle} result={results[0]} downloadLabel={texts.download} />}
      {results.length > 1 && <ResultFileList title={texts.resultsTitle} results={results} zipName={zipName(file.name)} />}
    </div>
  );
}
