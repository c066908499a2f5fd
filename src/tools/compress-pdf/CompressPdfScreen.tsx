import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { SizeReport } from '../../components/SizeReport';
import { BeforeAfterPreview } from '../../components/BeforeAfterPreview';
import { ChosenFiles } from '../../components/ChosenFiles';
import { ActionList } from '../../components/ActionList';
import { ShrinkResultLine, ShrinkTotal } from '../../components/ShrinkResultLine';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch, type JobOutcome } from '../../components/use-batch';
import { callApi } from '../../api/call-api';
import type { ShrinkAnswerItem } from '../../contract/shrink-actions';
import { compressPdfCall, defaultCompressSettings, type CompressionLevel } from '../../contract/compress-pdf';
import { batchZipName } from '../../contract/output-names';
import { summarizeBatch } from '../../lib/batch-summary';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { CompressOptions } from './CompressOptions';
import { compressGuide, compressTexts as text } from './texts';

export default function CompressPdfScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const [level, setLevel] = useState<CompressionLevel>(defaultCompressSettings.level);
  const [grayscale, setGrayscale] = useState(defaultCompressSettings.grayscale);
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const batch = useBatch<ShrinkAnswerItem>({
    // One job per file; a result made with other settings is stale.
    jobs: files.map((entry) => ({ key: `${entry.id}:${level}:${grayscale}`, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(compressPdfCall, job.files, { level, grayscale }, context),
    verb: text.verb,
    // Two files at once: the document engine runs two workers (workers/document/descriptor.ts).
    concurrency: 2,
    onComplete: (outcomes) => toast(completionToast(outcomes)),
  });
  const single = files.length === 1 ? batch.results[0] : undefined;

  return (
    <ToolPage title={tool.title} description={tool.description} guide={compressGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={batch.running} errors={fileErrors} />
          <section className="space-y-4 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm">
            <CompressOptions settings={{ level, grayscale }} onChange={(next) => { setLevel(next.level); setGrayscale(next.grayscale); }} disabled={batch.running} />
          </section>
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            describeResult={([item]) => <ShrinkResultLine item={item} />}
            zipName={batchZipName(files.map((entry) => entry.file.name), 'compressed')}
          />
          {files.length > 1 && <ShrinkTotal items={batch.results} />}
          {single && (
            <div className="space-y-6">
              <SizeReport originalSize={single.originalSize} compressedSize={single.compressedSize} />
              <DownloadCard title={single.keptOriginal ? text.keptTitle : text.resultTitle} result={single} downloadLabel={text.download} />
              <BeforeAfterPreview original={files[0].file} resultUrl={single.url} resultName={single.filename} />
              <ActionList title={text.whatWasDone} items={single.actions.map(text.describeAction)} testId="actions" />
            </div>
          )}
        </div>
      )}
    </ToolPage>
  );
}

/** The spec's words for one file; for several, one summary ('3 files compressed; 1 could not be read'). */
function completionToast(outcomes: Array<JobOutcome<ShrinkAnswerItem>>) {
  if (outcomes.length > 1) {
    return { title: text.batchTitle, description: summarizeBatch(outcomes, text.batchDone) };
  }
  const [item] = outcomes[0].items;
  if (item.keptOriginal) return { title: text.keptToastTitle, description: text.keptToastText };
  if (item.compressedSize >= item.originalSize) return { title: text.keptToastTitle, description: text.notSmallerText(item.originalSize, item.compressedSize) };
  return { title: text.successTitle, description: text.successText(item.originalSize, item.compressedSize) };
}
