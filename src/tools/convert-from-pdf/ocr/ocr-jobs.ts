// How the OCR tab runs the files chosen: each PDF is read on its own, a job of its own; the images
// together become one PDF (one page each, in the order chosen), one job placed where the first image is.
import type { ProcessingJob } from '../../../components/use-batch';
import { isOcrPdf } from '../../../contract/ocr-pdf';
import type { ListedFile } from '../../../state/file-list-store';
import { ocrTexts as text } from './texts';

/** The jobs of the files, in their order; `settingsKey` makes a result read with other settings stale. */
export function ocrJobs(files: ListedFile[], settingsKey: string): ProcessingJob[] {
  const images = files.filter((entry) => !isOcrPdf(entry.file));
  const jobs: ProcessingJob[] = [];
  for (const entry of files) {
    if (isOcrPdf(entry.file)) {
      jobs.push({ key: `${entry.id}:${settingsKey}`, label: text.jobLabel([entry.file.name]), files: [entry.file] });
    } else if (entry === images[0]) {
      const ids = images.map((image) => image.id).join(',');
      jobs.push({ key: `${ids}:${settingsKey}`, label: text.jobLabel(images.map((image) => image.file.name)), files: images.map((image) => image.file) });
    }
  }
  return jobs;
}
