import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { OrderedFileList } from '../../components/OrderedFileList';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch, type ProcessingJob } from '../../components/use-batch';
import { callApi } from '../../api/call-api';
import { alternateMergeNeedsTwoFiles, alternateMergePdfCall, alternateMergeQuery } from '../../contract/alternate-merge-pdf';
import type { ListedFile } from '../../state/file-list-store';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { alternateMergeGuide, alternateMergeTexts as text, interleaveNote } from './texts';

/** The second file is read backwards unless the person says otherwise: a flipped stack scans its backs last page first. */
const reversedByDefault = (position: number) => position === 1;

export default function AlternateMergePdfScreen({ tool }: ToolScreenProps) {
  const uploadRules = tool.upload!;
  const { files, listKey, append, removeById, clear, setOrder, fileErrors, blameFile } = useFileListTool(uploadRules);
  // Only the files the person ticked or unticked are remembered; the others follow their position.
  const [reverseChoices, setReverseChoices] = useState<Record<string, boolean>>({});
  const isReversed = (entry: ListedFile, position: number) => reverseChoices[entry.id] ?? reversedByDefault(position);
  const settings = { reverse: files.flatMap((entry, index) => (isReversed(entry, index) ? [index + 1] : [])) };
  const tooFew = files.length === 1;
  // Every file makes one job: the interleaved PDF. Another order or reversal is another job.
  const jobKey = `${listKey}:${new URLSearchParams(alternateMergeQuery(settings))}`;
  const jobs: ProcessingJob[] = files.length > 1 ? [{ key: jobKey, label: text.jobLabel(files.length), files: files.map((entry) => entry.file) }] : [];
  const batch = useBatch({
    jobs,
    run: (job, context) => callApi(alternateMergePdfCall, job.files, settings, context),
    verb: text.verb,
    onJobError: (_, error) => blameFile(error),
    onComplete: () => toast({ title: text.successTitle, description: text.successText }),
  });
  const [result] = batch.results;

  return (
    <ToolPage title={tool.title} description={tool.description} guide={alternateMergeGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...uploadRules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-labelledby="files-to-interleave">
            <div className="mb-2 flex flex-wrap items-center gap-3">
              <h2 id="files-to-interleave" className="text-lg font-semibold text-slate-900">{text.cardTitle}</h2>
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-medium text-red-700" data-testid="file-count">{text.fileCount(files.length)}</span>
              <button type="button" className="btn-secondary ml-auto" onClick={clear} disabled={batch.running}>{text.clearAll}</button>
            </div>
            <p className="mb-4 text-sm text-slate-500">{text.orderHint}</p>
            <OrderedFileList
              files={files} errors={fileErrors} onReorder={setOrder} onRemove={removeById} disabled={batch.running}
              label={text.listLabel} entryTestId="interleave-entry"
              entryOptions={(entry, position) => (
                <label className="ml-2 mt-1 flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox" className="accent-red-600" disabled={batch.running}
                    aria-label={text.reverseLabel(entry.file.name)}
                    checked={isReversed(entry, position)}
                    onChange={(event) => setReverseChoices((choices) => ({ ...choices, [entry.id]: event.target.checked }))}
                  />
                  {text.reverseText}
                </label>
              )}
            />
            {tooFew && <p className="mt-4 text-sm font-medium text-red-600" role="alert" data-testid="file-problem">{alternateMergeNeedsTwoFiles}.</p>}
            <div className="mt-4">
              <UploadWidget {...uploadRules} onFiles={append} compactLabel={text.addMore} disabled={batch.running} />
            </div>
          </section>
          <ProcessingWidget batch={batch} actionLabel={text.action} disabled={tooFew} />
          {result && (
            <DownloadCard
              title={text.resultTitle} result={result} downloadLabel={text.download}
              note={interleaveNote(result, files.map((entry) => entry.file.name))}
            />
          )}
        </div>
      )}
    </ToolPage>
  );
}
