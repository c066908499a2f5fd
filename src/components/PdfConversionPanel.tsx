import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { postFiles } from '../api/client';
import type { JobProgress } from '../api/job-progress';
import type { ResultItem } from '../contract/results';
import type { UploadRules } from '../contract/upload-rules';
import { toast } from '../state/toast-store';
import { DownloadCard } from './DownloadCard';
import { FileCard } from './FileCard';
import { ProcessingWidget } from './ProcessingWidget';
import { ResultFileList } from './ResultFileList';
import { UploadWidget } from './UploadWidget';
import { useBatch } from './use-batch';
import { useSingleFile } from './use-single-file';

export interface PdfConversionTexts {
  uploadTitle: string;
  uploaded: string;
  optionsTitle: string;
  action: string;
  /** For notices: 'Folio repaired it before <verb>'. */
  verb: string;
  jobLabel: (fileName: string) => string;
  successTitle: string;
  resultTitle: string;
  resultsTitle: string;
  download: string;
  /** The running job in words, from the engine's last report (pages done of pages chosen). */
  progress: (progress: JobProgress | undefined) => string;
}

interface PdfConversionPanelProps {
  rules: UploadRules;
  texts: PdfConversionTexts;
  /** The call, without /api/ (the Convert from PDF screen: 'convert-from-pdf'). */
  endpoint: string;
  /** The call's query: the contract's writer with the panel's settings. */
  query: Record<string, string>;
  /** The panel's settings; `pageCount` once the file is read, `disabled` while a job runs. */
  options: (context: { pageCount?: number; disabled: boolean }) => ReactNode;
  /** The settings cannot be sent as they are (the options say why). */
  invalid?: (pageCount?: number) => boolean;
  zipName: (fileName: string) => string;
}

/**
 * One PDF in, converted files out: the upload, the file, the panel's settings, the run with
 * progress and Cancel, then one download or the list with Download all (ZIP). Shared by the
 * panels of the Convert from PDF screen; a result made with other settings is dropped.
 */
export function PdfConversionPanel({ rules, texts, endpoint, query, options, invalid, zipName }: PdfConversionPanelProps) {
  const settingsKey = new URLSearchParams(query).toString();
  const { entry, file, choose, clear, pageCount, problem } = useSingleFile(rules, { uploadedText: texts.uploaded });
  const batch = useBatch<ResultItem>({
    jobs: entry ? [{ key: `${entry.id}:${settingsKey}`, label: texts.jobLabel(entry.file.name), files: [entry.file] }] : [],
    run: (job, { signal, jobId }) => postFiles(endpoint, job.files, { signal, jobId }, query),
    verb: texts.verb,
    onComplete: () => toast({ title: texts.successTitle }),
  });
  const { running, results } = batch;

  if (!file || !entry) return <UploadWidget {...rules} onFiles={choose} title={texts.uploadTitle} />;

  return (
    <div className="space-y-6">
      <FileCard file={file} onRemove={clear} removeDisabled={running} />
      <section className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5" aria-labelledby="conversion-options">
        <h2 id="conversion-options" className="mb-4 text-lg font-semibold text-slate-900">{texts.optionsTitle}</h2>
        {problem && <p className="mb-4 text-red-600" role="alert" data-testid="file-problem">{problem}</p>}
        {!problem && pageCount === undefined && <p className="mb-4 flex items-center gap-2 text-slate-500"><Loader2 className="size-4 animate-spin" aria-hidden /> Reading pages…</p>}
        <div className="space-y-5">{options({ pageCount, disabled: running })}</div>
      </section>
      <ProcessingWidget
        batch={batch} actionLabel={texts.action} describeProgress={texts.progress} disabled={Boolean(problem) || Boolean(invalid?.(pageCount))}
      />
      {results.length === 1 && <DownloadCard title={texts.resultTitle} result={results[0]} downloadLabel={texts.download} />}
      {results.length > 1 && <ResultFileList title={texts.resultsTitle} results={results} zipName={zipName(file.name)} />}
    </div>
  );
}
