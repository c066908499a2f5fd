import type { JobProgress } from '../../api/job-progress';
import { formatBytes } from '../../lib/format-bytes';
import { backgroundTexts as text } from './background-texts';

/**
 * The model download in bytes (a real count from the engine), then the processing steps. The
 * model's inference is one long call that reports nothing inside it, so that step says what it
 * does rather than pretending to a percentage.
 */
export function RunProgress({ progress }: { progress?: JobProgress }) {
  const downloading = progress?.stage === 'download' && progress.done < progress.total;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const label = downloading
    ? text.downloading(formatBytes(progress.done), formatBytes(progress.total))
    : text.processing[progress?.stage === 'process' ? Math.min(progress.done, text.processing.length - 1) : 0];
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
        <div className="h-full bg-red-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
