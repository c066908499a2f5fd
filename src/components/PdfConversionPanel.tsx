import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { callApi } from '../api/call-api';
import type { JobProgress } from '../api/job-progress';
import { callQuery, type ApiCall } from '../contract/api-call';
import { batchZipName } from '../contract/output-names';
import type { ResultItem } from '../contract/results';
import type { UploadRules } from '../contract/upload-rules';
import { summarizeBatch } from '../lib/batch-summary';
import { toast } from '../state/toast-store';
import { ChosenFiles } from './ChosenFiles';
import { DownloadCard } from './DownloadCard';
import { ProcessingWidget } from './ProcessingWidget';
import { ResultFileList } from './ResultFileList';
import { UploadWidget } from './UploadWidget';
import { useBatch } from './use-batch';
import { useFileListTool } from './use-file-list-tool';
import { usePdfFacts } from './use-pdf-facts';

export interface PdfConversionTexts {
  uploadTitle: string;
  uploaded: string;
  optionsTitle: string;
  action: string;
  /** For notices: 'Folio repaired it before <verb>'. */
  verb: string;
  jobLabel: (fileName: string) => string;
  /** The toast of one file's conversion (spec: 'Conversion Successful'). */
  successTitle: string;
  /** The toast of several files' conversions, and what it says of the files that came out ('3 files converted to JPG'). */
  batchTitle: string;
  batchDone: (count: number) => string;
  resultTitle: string;
  resultsTitle: string;
  download: string;
  /** The running job in words, from the engine's last report (pages done of pages chosen). */
  progress: (progress: JobProgress | undefined) => string;
}

interface PdfConversionPanelProps<Settings, Item extends ResultItem> {
  rules: UploadRules;
  texts: PdfConversionTexts;
  /** The typed call of the panel's conversion (a `type` of POST /api/convert-from-pdf). */
  call: ApiCall<Settings, Item[]>;
  settings: Settings;
  /**
   * The panel's settings; `pageCount` once the one file is read (none for several), `disabled` while
   * jobs run, `file` when there is one readable file (for a preview or a detection on its pages).
   */
  options: (context: { pageCount?: number; disabled: boolean; file?: File }) => ReactNode;
  /** The settings cannot be sent as they are (the options say why). */
  invalid?: (pageCount?: number) => boolean;
  /** What names the ZIP of the results: 'jpg' → 'report-jpg.zip', or 'folio-jpg.zip' for several PDFs. */
  zipSuffix: string;
  /** A line on the one file's result card, from what its answer says (how many blank pages were added). */
  resultNote?: (item: Item) => string | undefined;
  /** Shown under the run for one file once its pages are counted (its pages as the settings will make them). */
  preview?: (context: { file: File; pageCount: number }) => ReactNode;
}

/**
 * PDFs in, converted files out, one job per PDF: the upload, the files, the panel's settings, the
 * run with each file's progress and Cancel. One file keeps its own result view (one download, or the
 * list with Download all); several show each file's results on its job and one Download all (ZIP)
 * of every file's results. Shared by the panels of the Convert from PDF screen; a result made with
 * other settings is dropped.
 */
export function PdfConversionPanel<Settings, Item extends ResultItem = ResultItem>({
  rules, texts, call, settings, options, invalid, zipSuffix, resultNote, preview,
}: PdfConversionPanelProps<Settings, Item>) {
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: texts.uploaded } });
  // With one file the settings are checked against its pages; with several each engine checks its own.
  const single = files.length === 1 ? files[0].file : undefined;
  const { pageCount, problem, encrypted } = usePdfFacts(single);
  const settingsKey = new URLSearchParams(callQuery(call, settings)).toString();
  const batch = useBatch<Item>({
    jobs: files.map((entry) => ({ key: `${entry.id}:${settingsKey}`, label: texts.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(call, job.files, settings, context),
    verb: texts.verb,
    // Two files at once: the document engine runs two workers (workers/document/descriptor.ts).
    concurrency: 2,
    onComplete: (outcomes) => toast(outcomes.length === 1
      ? { title: texts.successTitle }
      : { title: texts.batchTitle, description: summarizeBatch(outcomes, texts.batchDone) }),
  });
  const { running, results } = batch;
  const zipName = batchZipName(files.map((entry) => entry.file.name), zipSuffix);

  if (files.length === 0) return <UploadWidget {...rules} onFiles={append} title={texts.uploadTitle} />;

  return (
    <div className="space-y-6">
      <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={running} errors={fileErrors} />
      <section className="rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-labelledby="conversion-options">
        <h2 id="conversion-options" className="mb-4 text-lg font-semibold text-slate-900">{texts.optionsTitle}</h2>
        {problem && <p className="mb-4 text-red-600" role="alert" data-testid="file-problem">{problem}</p>}
        {single && !problem && pageCount === undefined && <p className="mb-4 flex items-center gap-2 text-slate-500"><Loader2 className="size-4 animate-spin" aria-hidden /> Reading pages…</p>}
        <div className="space-y-5">{options({ pageCount, disabled: running, file: problem || encrypted ? undefined : single })}</div>
      </section>
      <ProcessingWidget
        batch={batch}
        actionLabel={texts.action}
        describeProgress={texts.progress}
        zipName={zipName}
        // One file waits for its pages to be counted, or for its password (its card asks); a damaged
        // one that pdf.js cannot show goes to the engine, which repairs what it can.
        disabled={encrypted || (Boolean(single) && pageCount === undefined && !problem) || Boolean(invalid?.(pageCount))}
      />
      {single && results.length === 1 && <DownloadCard title={texts.resultTitle} result={results[0]} downloadLabel={texts.download} note={resultNote?.(results[0])} />}
      {single && results.length > 1 && <ResultFileList title={texts.resultsTitle} results={results} zipName={zipName} />}
      {single && pageCount !== undefined && preview?.({ file: single, pageCount })}
    </div>
  );
}
