import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Download, Loader2, RotateCcw, X } from 'lucide-react';
import { ToolPage } from '../../components/ToolPage';
import { UploadWidget } from '../../components/UploadWidget';
import { ApiError } from '../../api/api-error';
import { postImage, releaseResults } from '../../api/client';
import { newJobId, subscribeJobProgress, type JobProgress } from '../../api/job-progress';
import { formatBytes, formatMegabytes } from '../../lib/format-bytes';
import { useFileList } from '../../state/file-list-store';
import { toast } from '../../state/toast-store';
import type { BackgroundQuality } from '../../contract/remove-background';
import { screenAt } from '../registry';
import { CompareSlider } from './CompareSlider';
import { OutputOptions } from './OutputOptions';
import { QualityPicker } from './QualityPicker';
import { RunProgress } from './RunProgress';
import { useModelAvailability } from './model-availability';
import { useCutoutExport, type CutoutOptions } from './use-cutout-export';
import { useObjectUrl } from './use-object-url';
import { useReplaceOnDrop } from './use-replace-on-drop';
import { takeUpload } from '../../components/take-upload';
import { backgroundGuide, backgroundTexts as text } from './background-texts';

const screen = screenAt('/background-remover');
const uploadRules = screen.upload!;

interface Cutout {
  filename: string;
  url: string;
  size: number;
  width: number;
  height: number;
}

// Transparent parts of the result show as the usual grey-and-white checkerboard.
const checkerboard: CSSProperties = {
  backgroundColor: '#ffffff',
  backgroundImage: 'conic-gradient(#e2e8f0 25%, transparent 0 50%, #e2e8f0 0 75%, transparent 0)',
  backgroundSize: '20px 20px',
};

export default function BackgroundRemoverScreen() {
  const { files, append, clear } = useFileList();
  // Spec, second document §5: one image; only the first is used.
  const file = files[0]?.file;
  const [quality, setQuality] = useState<BackgroundQuality>('fast');
  const [result, setResult] = useState<Cutout>();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<JobProgress>();
  const [error, setError] = useState<string>();
  const [runs, setRuns] = useState(0);
  const [options, setOptions] = useState<CutoutOptions>({ format: 'png' });
  const [colour, setColour] = useState('#ffffff');
  const controller = useRef<AbortController | undefined>(undefined);
  const originalUrl = useObjectUrl(file);
  const availability = useModelAvailability(quality, runs);
  const output = useCutoutExport(result, options);
  const replaceImage = (picked: File[]) => {
    clear();
    append(picked.slice(0, 1));
  };
  // While a run works on the image, a drop is caught but changes nothing.
  useReplaceOnDrop(Boolean(file), (dropped) => !running && takeUpload(dropped, uploadRules, replaceImage));

  // A new or cleared image makes the old result and error stale.
  useEffect(() => {
    setResult(undefined);
    setError(undefined);
  }, [file]);
  useEffect(() => {
    if (!result) return undefined;
    return () => void releaseResults([result.url]);
  }, [result]);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    if (!file) {
      toast({ title: text.noImageTitle, description: text.noImageText, variant: 'destructive' });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    const jobId = newJobId();
    const unsubscribe = subscribeJobProgress(jobId, setProgress);
    setRunning(true);
    setError(undefined);
    setResult(undefined);
    try {
      const cutout = await postImage<Cutout>('remove-background', file, { signal: abort.signal, jobId }, { quality });
      setResult(cutout);
      toast({ title: text.successTitle, description: text.successText });
    } catch (caught) {
      const cancelled = abort.signal.aborted || (caught instanceof ApiError && caught.code === 'cancelled');
      if (!cancelled) {
        // Spec §8: the toast says only this; the reason is shown beside the image.
        toast({ title: text.errorTitle, description: text.errorText, variant: 'destructive' });
        setError(caught instanceof Error ? caught.message : String(caught));
      }
    } finally {
      unsubscribe();
      controller.current = undefined;
      setProgress(undefined);
      setRunning(false);
      setRuns((count) => count + 1);
    }
  };

  const resultBackground: CSSProperties = options.background ? { backgroundColor: options.background } : checkerboard;

  return (
    <ToolPage title={screen.title} description={screen.description} guide={backgroundGuide} relatedToolIds={screen.relatedToolIds}>
      <div className="space-y-6">
        {!file && <UploadWidget {...uploadRules} onFiles={replaceImage} title={text.uploadTitle} hint={text.uploadHint} />}

        {file && !result && (
          <section className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="selected-image">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="selected-image" className="text-lg font-semibold text-slate-900">{text.selectedTitle}</h2>
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
            {running && <RunProgress progress={progress} />}
            {error && <p className="text-sm text-red-600" role="alert" data-testid="run-error">{error}</p>}
          </section>
        )}

        {file && result && originalUrl && (
          <section className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="result-title" data-testid="result">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="result-title" className="text-lg font-semibold text-slate-900">{text.resultLabel}</h2>
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
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={start} disabled={running}>
              {running ? 'Processing...' : text.action}
            </button>
            {running && (
              <button type="button" className="btn-secondary" onClick={() => controller.current?.abort()}>{text.cancel}</button>
            )}
          </div>
        )}
      </div>
    </ToolPage>
  );
}
