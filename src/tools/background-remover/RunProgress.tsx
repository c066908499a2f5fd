import type { JobProgress } from '../../api/job-progress';
import { formatBytes } from '../../lib/format-bytes';
import { backgroundTexts as text } from './texts';

const LAST_STEP = text.processing.length - 1;
const FINDING_SUBJECT = 2;

/**
 * The model download in bytes (a real count from the engine, first use only), then the steps of the
 * run. The model's inference is one long call that reports nothing inside it, so during that step
 * the bar pulses and the text says what is happening, rather than inventing a percentage.
 */
export function RunProgress({ progress }: { progress?: JobProgress }) {
  const downloading = progress?.stage === 'download' && progress.done < progress.total;
  // A finished download is followed by the model starting (step 1) until the engine says more.
  const step = progress?.stage === 'process' ? Math.min(progress.done, LAST_STEP) : progress ? 1 : 0;
  const percent = downloading ? Math.round((progress.done / progress.total) * 100) : Math.round((step / LAST_STEP) * 100);
  const label = downloading ? text.downloading(formatBytes(progress.done), formatBytes(progress.total)) : text.processing[step];
  return (
    <div className="space-y-2" data-testid="run-progress">
      <p className="text-sm font-medium text-slate-700" aria-live="polite">{label}</p>
      <div
        className="h-2 overflow-hidden rounded bg-slate-100"
        role="progressbar"
        aria-label={downloading ? 'Model download' : 'Background removal'}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={`h-full bg-red-600 transition-all ${step === FINDING_SUBJECT && !downloading ? 'animate-pulse' : ''}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
