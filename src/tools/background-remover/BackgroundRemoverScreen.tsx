import { useState, type CSSProperties } from 'react';
import { Download, Loader2, RotateCcw, X } from 'lucide-react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ProcessingWidget } from '../../components/ProcessingWidget';
import { useBatch } from '../../components/use-batch';
import { useSingleFile } from '../../components/use-single-file';
import { HeavyEngineOfflineButton } from '../../components/HeavyEngineOfflineButton';
import { postImage } from '../../api/client';
import { formatBytes, formatMegabytes } from '../../lib/format-bytes';
import { toast } from '../../state/toast-store';
import {
  defaultRemoveBackgroundSettings, removeBackgroundOperation, removeBackgroundQuery, type BackgroundQuality, type CutoutAnswer,
} from '../../contract/remove-background';
import type { ToolScreenProps } from '../tool-definition';
import { CompareSlider } from './CompareSlider';
import { OutputOptions } from './OutputOptions';
import { QualityPicker } from './QualityPicker';
import { describeRunProgress } from './describe-run-progress';
import { useModelAvailability } from './model-availability';
import { useCutoutExport, type CutoutOptions } from './use-cutout-export';
import { useObjectUrl } from './use-object-url';
import { useReplaceOnDrop } from './use-replace-on-drop';
import { takeUpload } from '../../components/take-upload';
import { focusLanding } from '../../components/focus-landing';
import { backgroundGuide, backgroundTexts as text } from './texts';

// Transparent parts of the result show as the usual grey-and-white checkerboard.
const checkerboard: CSSProperties = {
  backgroundColor: '#ffffff',
  backgroundImage: 'conic-gradient(#e2e8f0 25%, transparent 0 50%, #e2e8f0 0 75%, transparent 0)',
  backgroundSize: '20px 20px',
};

export default function BackgroundRemoverScreen({ tool }: ToolScreenProps) {
  const uploadRules = tool.upload!;
  const { entry, file, choose, clear } = useSingleFile(uploadRules, { kind: 'image' });
  const [quality, setQuality] = useState<BackgroundQuality>(defaultRemoveBackgroundSettings.quality);
  const [runs, setRuns] = useState(0);
  const [options, setOptions] = useState<CutoutOptions>({ format: 'png' });
  const [colour, setColour] = useState('#ffffff');
  const originalUrl = useObjectUrl(file);
  const availability = useModelAvailability(quality, runs, Boolean(file));
  const batch = useBatch<CutoutAnswer>({
    jobs: entry ? [{ key: `${entry.id}:${quality}`, label: text.jobLabel(entry.file.name), files: [entry.file] }] : [],
    run: async (job, context) => ({ answer: [await postImage<CutoutAnswer>('remove-background', job.files[0], context, removeBackgroundQuery({ quality }))], notices: [] }),
    // A finished run may have brought the model onto the device.
    onRunningChange: (nowRunning) => !nowRunning && setRuns((count) => count + 1),
    // Spec §8: the toast says only this; the reason is shown under the job.
    onJobError: () => toast({ title: text.errorTitle, description: text.errorText, variant: 'destructive' }),
    onComplete: () => toast({ title: text.successTitle, description: text.successText }),
  });
  const { running, results: [result] } = batch;
  const output = useCutoutExport(result, options);
  // While a run works on the image, a drop is caught but changes nothing.
  useReplaceOnDrop(Boolean(file), (dropped) => {
    if (!running) void takeUpload(dropped, uploadRules, choose);
  });

  const resultBackground: CSSProperties = options.background ? { backgroundColor: options.background } : checkerboard;

  return (
    <ToolPage title={tool.title} description={tool.description} guide={backgroundGuide} relatedToolIds={tool.relatedCardIds}>
      <div className="space-y-6">
        {!file && <UploadWidget {...uploadRules} onFiles={choose} title={text.uploadTitle} />}
        {/* The models are fetched on first use: the offline panel fetches them ahead, or frees their space. */}
        <HeavyEngineOfflineButton engine={removeBackgroundOperation.worker} />

        {file && !result && (
          <section className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="selected-image">
            <div className="flex flex-wrap items-center gap-3">
              {/* No file card here: the chosen image's heading takes the focus from the drop area that went. */}
              <h2 ref={focusLanding} tabIndex={-1} id="selected-image" className="text-lg font-semibold text-slate-900 focus:outline-none">{text.selectedTitle}</h2>
              <button type="button" className="btn-secondary ml-auto" onClick={clear} disabled={running}>
                <X className="size-4" aria-hidden /> {text.selectDifferent}
              </button>
            </div>
            <figure className="space-y-2">
              <div className="flex justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
                {originalUrl && <img src={originalUrl} alt={`Preview of ${file.name}`} className="max-h-96 object-contain" />}
              </div>
              <figcaption className="truncate text-sm text-slate-600">
                <span className="font-medium text-slate-800">{file.name}</span> · {formatMegabytes(file.size)}
              </figcaption>
            </figure>
            <QualityPicker quality={quality} onChange={setQuality} availability={availability} disabled={running} />
          </section>
        )}

        {file && result && originalUrl && (
          <section className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="result-title" data-testid="result">
            <div className="flex flex-wrap items-center gap-3">
              <h2 ref={focusLanding} tabIndex={-1} id="result-title" className="text-lg font-semibold text-slate-900 focus:outline-none">{text.resultLabel}</h2>
              <span className="text-sm text-slate-500" data-testid="result-size">{text.resultSize(result.width, result.height, formatBytes(output.file?.size ?? result.size))}</span>
            </div>
            <p className="text-sm text-slate-600">{text.compareLabel}</p>
            <CompareSlider
              originalUrl={originalUrl}
              resultUrl={result.url}
              width={result.width}
              height={result.height}
              resultBackground={resultBackground}
              labels={{ original: text.originalLabel, result: text.resultLabel, slider: text.sliderLabel }}
            />
            <OutputOptions options={options} colour={colour} onColourChange={setColour} onChange={setOptions} />
            <div className="flex flex-wrap gap-3">
              {output.file ? (
                <a href={output.file.url} download={output.file.filename} className="btn-success">
                  <Download className="size-4" aria-hidden /> {text.download(options.format)}
                </a>
              ) : (
                <span className="btn-success opacity-60" aria-live="polite">
                  {output.failed ? text.errorText : <><Loader2 className="size-4 animate-spin" aria-hidden /> {text.preparing}</>}
                </span>
              )}
              <button type="button" className="btn-secondary" onClick={clear}>
                <RotateCcw className="size-4" aria-hidden /> {text.processAnother}
              </button>
            </div>
          </section>
        )}

        {!result && (
          <ProcessingWidget
            batch={batch}
            actionLabel={text.action}
            describeProgress={describeRunProgress}
            noFilesNotice={{ title: text.noImageTitle, description: text.noImageText }}
          />
        )}
      </div>
    </ToolPage>
  );
}
