import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { OrderedFileList } from '../../components/OrderedFileList';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch, type ProcessingJob } from '../../components/use-batch';
import { callApi } from '../../api/call-api';
import { mergePdfCall } from '../../contract/merge-pdf';
import { noSettings } from '../../contract/api-call';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { mergeGuide, mergeTexts as text } from './texts';

export default function MergePdfScreen({ tool }: ToolScreenProps) {
  const uploadRules = tool.upload!;
  const { files, listKey, append, removeById, clear, setOrder, fileErrors, blameFile } = useFileListTool(uploadRules);
  // Every file makes one job: the merged PDF.
  const jobs: ProcessingJob[] = files.length > 0 ? [{ key: listKey, label: text.jobLabel(files.length), files: files.map((entry) => entry.file) }] : [];
  const batch = useBatch({
    jobs,
    run: (job, context) => callApi(mergePdfCall, job.files, noSettings, context),
    verb: text.verb,
    onJobError: (_, error) => blameFile(error),
    onComplete: () => toast({ title: text.successTitle, description: text.successText }),
  });
  const [first] = batch.results;
  const result = first && { ...first, filename: first.filename || text.defaultFilename };

  return (
    <ToolPage title={tool.title} description={tool.description} guide={mergeGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...uploadRules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <section className="rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm" aria-labelledby="files-to-merge">
            <div className="mb-2 flex flex-wrap items-center gap-3">
              <h2 id="files-to-merge" className="text-lg font-semibold text-slate-900">{text.cardTitle}</h2>
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-medium text-red-700" data-testid="file-count">
                {text.fileCount(files.length)}
              </span>
              <button type="button" className="btn-secondary ml-auto" onClick={clear} disabled={batch.running}>{text.clearAll}</button>
            </div>
            <p className="mb-4 text-sm text-slate-500">{text.reorderHint}</p>
            <OrderedFileList files={files} errors={fileErrors} onReorder={setOrder} onRemove={removeById} disabled={batch.running} label={text.listLabel} entryTestId="merge-entry" />
            <div className="mt-4">
              <UploadWidget {...uploadRules} onFiles={append} compactLabel={text.addMore} disabled={batch.running} />
            </div>
          </section>
          <ProcessingWidget batch={batch} actionLabel={text.action} />
          {result && <DownloadCard title={text.resultTitle} result={result} downloadLabel={text.download} />}
        </div>
      )}
    </ToolPage>
  );
}
