import { useEffect, useMemo, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget, type ProcessingJob, type RunContext } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { useIncomingFiles } from '../../components/use-incoming-files';
import { takeUpload } from '../../components/take-upload';
import { ApiError } from '../../api/api-error';
import { postFiles, releaseResults, type ResultItem } from '../../api/client';
import { useFileList, type ListedFile } from '../../state/file-list-store';
import { toast } from '../../state/toast-store';
import { screenAt } from '../registry';
import { OrderedFileList } from './OrderedFileList';
import { mergeGuide, mergeTexts as text } from './merge-texts';

const screen = screenAt('/merge-pdf');
const uploadRules = screen.upload!;

/** The shared list in the user's order: known ids in that order, new files after them. */
function inOrder(files: ListedFile[], order: string[]): ListedFile[] {
  const byId = new Map(files.map((entry) => [entry.id, entry]));
  const known = order.filter((id) => byId.has(id));
  const added = files.map((entry) => entry.id).filter((id) => !known.includes(id));
  return [...known, ...added].map((id) => byId.get(id)!);
}

export default function MergePdfScreen() {
  const { files, append, removeAt, clear } = useFileList();
  // The user's order, kept here: the shared list itself only appends, removes and clears.
  const [order, setOrder] = useState<string[]>([]);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ResultItem>();
  const [running, setRunning] = useState(false);
  // Files opened with, or shared to, the installed app arrive here (manifest file_handlers, share_target).
  useIncomingFiles((incoming) => takeUpload(incoming, uploadRules, append));

  const ordered = useMemo(() => inOrder(files, order), [files, order]);
  const fileKey = ordered.map((entry) => entry.id).join(',');

  // Any change to the files makes the old result and errors stale.
  useEffect(() => {
    setResult(undefined);
    setFileErrors({});
  }, [fileKey]);
  // A result the screen no longer shows (replaced, cleared, or the user left) frees its memory.
  useEffect(() => {
    if (!result) return undefined;
    return () => void releaseResults([result.url]);
  }, [result]);

  const job: ProcessingJob = { key: fileKey, label: text.jobLabel(ordered.length), files: ordered.map((entry) => entry.file) };
  const run = (current: ProcessingJob, { signal, jobId }: RunContext) => postFiles('merge-pdf', current.files, { signal, jobId });
  const removeById = (id: string) => removeAt(files.findIndex((entry) => entry.id === id));

  return (
    <ToolPage title={screen.title} description={screen.description} guide={mergeGuide} relatedToolIds={screen.relatedToolIds}>
      {files.length === 0 ? (
        <UploadWidget {...uploadRules} onFiles={append} title={text.uploadTitle} hint={text.uploadHint} />
      ) : (
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="files-to-merge">
            <div className="mb-2 flex flex-wrap items-center gap-3">
              <h2 id="files-to-merge" className="text-lg font-semibold text-slate-900">{text.cardTitle}</h2>
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-medium text-red-700" data-testid="file-count">
                {text.fileCount(files.length)}
              </span>
              <button type="button" className="btn-secondary ml-auto" onClick={clear} disabled={running}>{text.clearAll}</button>
            </div>
            <p className="mb-4 text-sm text-slate-500">{text.reorderHint}</p>
            <OrderedFileList files={ordered} errors={fileErrors} onReorder={setOrder} onRemove={removeById} disabled={running} />
            <div className="mt-4">
              <UploadWidget {...uploadRules} onFiles={append} hint={text.uploadHint} compactLabel={text.addMore} disabled={running} />
            </div>
          </section>
          <ProcessingWidget
            jobs={[job]}
            run={run}
            actionLabel={text.action}
            verb={text.verb}
            onRunningChange={setRunning}
            onJobError={(_, error) => {
              const blamed = error instanceof ApiError && error.fileIndex !== undefined ? ordered[error.fileIndex] : undefined;
              if (blamed) setFileErrors({ [blamed.id]: error.message });
            }}
            onComplete={(results) => {
              const first = results[0];
              setResult({ ...first, filename: first.filename || text.defaultFilename });
              toast({ title: text.successTitle, description: text.successText });
            }}
          />
          {result && <DownloadCard title={text.resultTitle} result={result} downloadLabel={text.download} />}
        </div>
      )}
    </ToolPage>
  );
}
