import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { callApi } from '../api/call-api';
import type { ApiCall } from '../contract/api-call';
import type { ResultItem } from '../contract/results';
import { chosenPages, initialPageChoice, pagesQuery, type PageChoice } from '../lib/page-choice';
import type { UploadRules } from '../lib/validate-upload';
import { toast } from '../state/toast-store';
import { DownloadCard } from './DownloadCard';
import { FileCard } from './FileCard';
import { PageChoiceForm } from './PageChoiceForm';
import type { SelectionTone } from './PageTile';
import { ProcessingWidget } from './ProcessingWidget';
import { ResultFileList } from './ResultFileList';
import { UploadWidget } from './UploadWidget';
import { useBatch } from './use-batch';
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

interface PageSelectionToolProps<Settings> {
  rules: UploadRules;
  texts: PageSelectionTexts;
  call: ApiCall<Settings, ResultItem[]>;
  tone: SelectionTone;
  /** A reason the chosen pages cannot be used, beyond the parser's (e.g. removing every page). */
  refuse?: (pages: number[], pageCount: number) => string | undefined;
  /** Extra settings under the page choice (e.g. 'Extract as individual PDF files'). */
  extraOptions?: (disabled: boolean) => ReactNode;
  /** The call's settings for the chosen pages (with the screen's other settings). */
  settings: (pages: string) => Settings;
  zipName: (fileName: string) => string;
}

/** The Remove and Extract pages tool: one PDF, a page choice kept in sync with the page grid, the result. */
export function PageSelectionTool<Settings>({ rules, texts, call, tone, refuse, extraOptions, settings: settingsFor, zipName }: PageSelectionToolProps<Settings>) {
  const { entry, file, choose, clear, pageCount, problem } = useSingleFile(rules, { uploadedText: texts.uploaded });
  const [choice, setChoice] = useState<PageChoice>(initialPageChoice);

  // A new file starts from the defaults.
  useEffect(() => setChoice(initialPageChoice), [file]);
  const { pages, error: parseError } = useMemo(
    () => (pageCount ? chosenPages(choice, pageCount) : { pages: [] as number[], error: undefined }),
    [choice, pageCount],
  );
  const error = parseError ?? (pageCount ? refuse?.(pages, pageCount) : undefined);
  const settings = settingsFor(pagesQuery(pages));
  // A result made with other settings no longer matches what the screen shows: the key says so.
  const settingsKey = new URLSearchParams(call.write(settings).query).toString();
  const batch = useBatch({
    jobs: entry ? [{ key: `${entry.id}:${settingsKey}`, label: texts.jobLabel(entry.file.name), files: [entry.file] }] : [],
    run: (job, context) => callApi(call, job.files, settings, context),
    verb: texts.verb,
    onComplete: () => toast({ title: texts.successTitle }),
  });
  const { running, results } = batch;

  if (!file) return <UploadWidget {...rules} onFiles={choose} title={texts.uploadTitle} />;

  return (
    <div className="space-y-6">
      <FileCard file={file} onRemove={clear} removeDisabled={running} />
      <section className="rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-labelledby="page-options">
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
      <ProcessingWidget batch={batch} actionLabel={texts.action} disabled={!pageCount || Boolean(error) || pages.length === 0} />
      {results.length === 1 && <DownloadCard title={texts.resultTitle} result={results[0]} downloadLabel={texts.download} />}
      {results.length > 1 && <ResultFileList title={texts.resultsTitle} results={results} zipName={zipName(file.name)} />}
    </div>
  );
}
