import type { JobProgress } from '../../api/job-progress';
import { formatBytes } from '../../lib/format-bytes';
import { backgroundTexts as text } from './texts';

const LAST_STEP = text.processing.length - 1;

/**
 * The model download in bytes (a real count from the engine, first use only), then the steps of
 * the run. The model's inference is one long call that reports nothing inside it, so the words say
 * what is happening rather than a percentage being invented.
 */
export function describeRunProgress(progress: JobProgress | undefined): string {
  if (progress?.stage === 'download' && progress.done < progress.total) {
    return text.downloading(formatBytes(progress.done), formatBytes(progress.total));
  }
  // A finished download is followed by the model starting (step 1) until the engine says more.
  const step = progress?.stage === 'process' ? Math.min(progress.done, LAST_STEP) : progress ? 1 : 0;
  return text.processing[step];
}
