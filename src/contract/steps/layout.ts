// Workflow steps that lay out a PDF's pages for print: several pages on each sheet (N-up), a folded
// booklet, every page scaled to a paper size or given margins, the white margins cropped, and each page
// cut into tiles (poster). Each makes one PDF of each file with the same settings; none needs the file
// to be seen first (crop margins finds each page's content itself, as its screen's run does).
import { bookletPdfCall } from '../booklet-pdf';
import { cropMarginsCall } from '../crop-margins';
import { nupPdfCall } from '../n-up-pdf';
import { posterPdfCall } from '../poster-pdf';
import { resizePdfCall } from '../resize-pdf';
import { workflowStep } from '../workflow-step';

export const steps = [
  workflowStep({ id: 'n-up-pdf', name: 'N-up (pages per sheet)', call: nupPdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'booklet-pdf', name: 'Booklet', call: bookletPdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'resize-pdf', name: 'Resize pages', call: resizePdfCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'crop-margins', name: 'Crop margins', call: cropMarginsCall, takes: ['pdf'], gives: 'pdf' }),
  workflowStep({ id: 'poster-pdf', name: 'Poster (tiles)', call: posterPdfCall, takes: ['pdf'], gives: 'pdf' }),
];
