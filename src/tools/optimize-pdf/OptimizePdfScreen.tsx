import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget, type ProcessingJob, type RunContext } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { SizeReport } from '../../components/SizeReport';
import { OptionCards } from '../../components/OptionCards';
import { SinglePdfCard } from '../../components/SinglePdfCard';
import { ActionList } from '../../components/ActionList';
import { useSingleFile } from '../../components/use-single-file';
import { postFiles } from '../../api/client';
import type { ResultItem } from '../../contract/results';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import type { ShrinkAnswerItem } from '../../contract/shrink-actions';
import { defaultOptimizeSettings, optimizeQuery, type CustomSettings, type OptimizeLevel } from '../../contract/optimize-pdf';
import { CustomSettingsPanel } from './CustomSettingsPanel';
import { optimizeGuide, optimizeLevelOptions, optimizeTexts as text } from './texts';

export default function OptimizePdfScreen({ tool }: ToolScreenProps) {
  const uploadRules = tool.upload!;
  const [level, setLevel] = useState<OptimizeLevel>(defaultOptimizeSettings.level);
  const [custom, setCustom] = useState<CustomSettings>(defaultOptimizeSettings.custom);

  const settingsKey = `${level}:${JSON.stringify(custom)}`;
  const { entry, file, choose, clear, result, setResult, running, setRunning } =
    useSingleFile<ShrinkAnswerItem>(uploadRules, { uploadedText: text.uploaded, settingsKey });
  const jobs: ProcessingJob[] = entry ? [{ key: `${entry.id}:${settingsKey}`, label: text.jobLabel(entry.file.name), files: [entry.file] }] : [];
  const run = (job: ProcessingJob, { signal, jobId }: RunContext) => postFiles('optimize-pdf', job.files, { signal, jobId }, optimizeQuery({ level, custom }));

  const onComplete = (results: ResultItem[]) => {
    const first = results[0] as ShrinkAnswerItem;
    setResult(first);
    toast({ title: text.successTitle, description: text.successText(first.originalSize, first.compressedSize) });
  };

  return (
    <ToolPage title={tool.title} description={tool.description} guide={optimizeGuide} relatedToolIds={tool.relatedCardIds}>
      {!file ? (
        <UploadWidget {...uploadRules} onFiles={choose} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <SinglePdfCard file={file} onRemove={clear} disabled={running} />
          <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <OptionCards legend={text.levelLegend} options={optimizeLevelOptions} value={level} onChange={setLevel} disabled={running} />
            {level === 'custom' && <CustomSettingsPanel settings={custom} onChange={setCustom} disabled={running} />}
          </section>
          <ProcessingWidget jobs={jobs} run={run} actionLabel={text.action} verb={text.verb} onRunningChange={setRunning} onComplete={onComplete} />
          {result && (
            <div className="space-y-6">
              <SizeReport originalSize={result.originalSize} compressedSize={result.compressedSize} resultLabel={text.resultSize} />
              <DownloadCard title={result.keptOriginal ? text.keptTitle : text.resultTitle} result={result} downloadLabel={text.download} />
              <ActionList title={text.whatWasDone} items={result.actions.map(text.describeAction)} testId="actions" />
            </div>
          )}
        </div>
      )}
    </ToolPage>
  );
}
