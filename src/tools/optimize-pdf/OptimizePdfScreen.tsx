import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { SizeReport } from '../../components/SizeReport';
import { ChosenFiles } from '../../components/ChosenFiles';
import { ActionList } from '../../components/ActionList';
import { ShrinkResultLine, ShrinkTotal } from '../../components/ShrinkResultLine';
import { useFileListTool } from '../../components/use-file-list-tool';
import { useBatch } from '../../components/use-batch';
import { callApi } from '../../api/call-api';
import { toast } from '../../state/toast-store';
import { summarizeBatch } from '../../lib/batch-summary';
import { batchZipName } from '../../contract/output-names';
import type { ToolScreenProps } from '../tool-definition';
import type { ShrinkAnswerItem } from '../../contract/shrink-actions';
import { defaultOptimizeSettings, optimizePdfCall, type CustomSettings, type OptimizeLevel } from '../../contract/optimize-pdf';
import { OptimizeOptions } from './OptimizeOptions';
import { optimizeGuide, optimizeTexts as text } from './texts';

export default function OptimizePdfScreen({ tool }: ToolScreenProps) {
  const rules = tool.upload!;
  const [level, setLevel] = useState<OptimizeLevel>(defaultOptimizeSettings.level);
  const [custom, setCustom] = useState<CustomSettings>(defaultOptimizeSettings.custom);
  const settingsKey = `${level}:${JSON.stringify(custom)}`;
  const { files, append, removeById, fileErrors } = useFileListTool(rules, { announce: { title: 'PDF uploaded', description: text.uploaded } });
  const batch = useBatch<ShrinkAnswerItem>({
    jobs: files.map((entry) => ({ key: `${entry.id}:${settingsKey}`, label: text.jobLabel(entry.file.name), files: [entry.file] })),
    run: (job, context) => callApi(optimizePdfCall, job.files, { level, custom }, context),
    verb: text.verb,
    // Two files at once: the document engine runs two workers (workers/document/descriptor.ts).
    concurrency: 2,
    onComplete: (outcomes) => {
      const [item] = outcomes[0].items;
      toast(outcomes.length === 1
        ? { title: text.successTitle, description: text.successText(item.originalSize, item.compressedSize) }
        : { title: text.batchTitle, description: summarizeBatch(outcomes, text.batchDone) });
    },
  });
  const single = files.length === 1 ? batch.results[0] : undefined;

  return (
    <ToolPage title={tool.title} description={tool.description} guide={optimizeGuide} relatedToolIds={tool.relatedCardIds}>
      {files.length === 0 ? (
        <UploadWidget {...rules} onFiles={append} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <ChosenFiles files={files} rules={rules} onAdd={append} onRemove={removeById} disabled={batch.running} errors={fileErrors} />
          <section className="space-y-4 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm">
            <OptimizeOptions settings={{ level, custom }} onChange={(next) => { setLevel(next.level); setCustom(next.custom); }} disabled={batch.running} />
          </section>
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            describeResult={([item]) => <ShrinkResultLine item={item} />}
            zipName={batchZipName(files.map((entry) => entry.file.name), 'optimized')}
          />
          {files.length > 1 && <ShrinkTotal items={batch.results} />}
          {single && (
            <div className="space-y-6">
              <SizeReport originalSize={single.originalSize} compressedSize={single.compressedSize} resultLabel={text.resultSize} />
              <DownloadCard title={single.keptOriginal ? text.keptTitle : text.resultTitle} result={single} downloadLabel={text.download} />
              <ActionList title={text.whatWasDone} items={single.actions.map(text.describeAction)} testId="actions" />
            </div>
          )}
        </div>
      )}
    </ToolPage>
  );
}
