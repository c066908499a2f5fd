import { useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget, type ProcessingJob, type RunContext } from '../../components/ProcessingWidget';
import { DownloadCard } from '../../components/DownloadCard';
import { SizeReport } from '../../components/SizeReport';
import { BeforeAfterPreview } from '../../components/BeforeAfterPreview';
import { OptionCards } from '../../components/OptionCards';
import { SinglePdfCard } from '../../components/SinglePdfCard';
import { ActionList } from '../../components/ActionList';
import { useSingleFile } from '../../components/use-single-file';
import { postFiles } from '../../api/client';
import type { ResultItem } from '../../contract/results';
import type { ShrinkAnswerItem } from '../../contract/shrink-actions';
import { compressQuery, defaultCompressSettings, type CompressionLevel } from '../../contract/compress-pdf';
import { toast } from '../../state/toast-store';
import type { ToolScreenProps } from '../tool-definition';
import { compressGuide, compressTexts as text, levelOptions } from './texts';

export default function CompressPdfScreen({ tool }: ToolScreenProps) {
  const uploadRules = tool.upload!;
  const [level, setLevel] = useState<CompressionLevel>(defaultCompressSettings.level);
  const [grayscale, setGrayscale] = useState(defaultCompressSettings.grayscale);
  const { entry, file, choose, clear, result, setResult, running, setRunning } =
    useSingleFile<ShrinkAnswerItem>(uploadRules, { uploadedText: text.uploaded, settingsKey: `${level}:${grayscale}` });

  const jobs: ProcessingJob[] = entry ? [{ key: `${entry.id}:${level}:${grayscale}`, label: text.jobLabel(entry.file.name), files: [entry.file] }] : [];
  const run = (job: ProcessingJob, { signal, jobId }: RunContext) =>
    postFiles('compress-pdf', job.files, { signal, jobId }, compressQuery({ level, grayscale }));

  const onComplete = (results: ResultItem[]) => {
    const first = results[0] as ShrinkAnswerItem;
    setResult(first);
    if (first.keptOriginal) toast({ title: text.keptToastTitle, description: text.keptToastText });
    else if (first.compressedSize >= first.originalSize) toast({ title: text.keptToastTitle, description: text.notSmallerText(first.originalSize, first.compressedSize) });
    else toast({ title: text.successTitle, description: text.successText(first.originalSize, first.compressedSize) });
  };

  return (
    <ToolPage title={tool.title} description={tool.description} guide={compressGuide} relatedToolIds={tool.relatedCardIds}>
      {!file ? (
        <UploadWidget {...uploadRules} onFiles={choose} title={text.uploadTitle} />
      ) : (
        <div className="space-y-6">
          <SinglePdfCard file={file} onRemove={clear} disabled={running} />
          <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <OptionCards legend={text.levelLegend} options={levelOptions} value={level} onChange={setLevel} disabled={running} />
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" className="mt-1 accent-red-600" checked={grayscale} disabled={running} onChange={(event) => setGrayscale(event.target.checked)} />
              <span>
                <span className="block font-medium text-slate-900">{text.grayscale}</span>
                <span className="block text-slate-500">{text.grayscaleHint}</span>
              </span>
            </label>
          </section>
          <ProcessingWidget jobs={jobs} run={run} actionLabel={text.action} verb={text.verb} onRunningChange={setRunning} onComplete={onComplete} />
          {result && (
            <div className="space-y-6">
              <SizeReport originalSize={result.originalSize} compressedSize={result.compressedSize} />
              <DownloadCard title={result.keptOriginal ? text.keptTitle : text.resultTitle} result={result} downloadLabel={text.download} />
              <BeforeAfterPreview original={file} resultUrl={result.url} resultName={result.filename} />
              <ActionList title={text.whatWasDone} items={result.actions.map(text.describeAction)} testId="actions" />
            </div>
          )}
        </div>
      )}
    </ToolPage>
  );
}
