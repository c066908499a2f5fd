// The words of a page tool's running job (reverse, rotate, blank pages): the engine counts pages
// copied and the file's writing, so a percentage says it best.
import type { JobProgress } from '../contract/job-progress';

export function describeCopyProgress(progress: JobProgress | undefined): string {
  return progress ? `${Math.round((progress.done * 100) / progress.total)}% of the pages copied` : 'Opening the PDF…';
}
