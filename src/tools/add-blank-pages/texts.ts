// Every text of the Add blank pages screen and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { OptionCard } from '../../components/OptionCards';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import type { BlankPosition } from '../../contract/add-blank-pages';
import { fileCount } from '../../lib/batch-summary';
import { describeCopyProgress } from '../../lib/copy-progress';

export const blankTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose where the blank pages go.',
  optionsTitle: 'Where to add blank pages',
  action: 'Add blank pages',
  /** For notices: 'Folio repaired it before adding blank pages'. */
  verb: 'adding blank pages',
  jobLabel: (fileName) => `Adding blank pages to ${fileName}`,
  successTitle: 'Blank pages added',
  batchTitle: 'Blank pages added',
  batchDone: (count) => `${fileCount(count)} done`,
  resultTitle: 'Your PDF is ready!',
  resultsTitle: 'Your PDFs are ready!',
  download: 'Download PDF',
  progress: describeCopyProgress,
};

export const positionLegend = 'Position';
export const positionOptions: OptionCard<BlankPosition>[] = [
  { value: 'after-every', label: 'After every page', description: 'A blank back for each page, or room for notes.' },
  { value: 'after-pages', label: 'After chosen pages', description: 'A separator after the pages you name.' },
  { value: 'before-first', label: 'Before the first page', description: 'An empty cover or first page.' },
  { value: 'to-multiple', label: 'At the end, to a multiple', description: 'Pad to a multiple of 2 or 4 for double-sided or booklet printing.' },
];

export const pagesLabel = 'After these pages';
export const pagesPlaceholder = '1, 3, 5-7';
export const multipleLegend = 'Page count a multiple of';
export const multipleOptions = [2, 4, 8, 16].map((value) => ({ value: String(value), label: String(value) }));
export const sizeNote = 'Each blank page takes the size and orientation of the page before it (the first page’s when it comes first).';

/** What the settings make of the one file, before the run. */
export function blankPlan(added: number, pageCount: number): string {
  if (added === 0) return `This file has ${pageCount} pages, already a multiple: nothing to add.`;
  return `This adds ${added} blank ${added === 1 ? 'page' : 'pages'}: ${pageCount + added} pages in all.`;
}

/** The result card's line, from the engine's count. */
export function blankResultNote({ blankPages }: { blankPages: number }): string {
  return blankPages === 0 ? 'No blank page was needed: the page count was already a multiple.' : `${blankPages} blank ${blankPages === 1 ? 'page' : 'pages'} added.`;
}

export const blankGuide: GuideContent = {
  heading: 'How to add blank pages to a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more PDFs on the upload area or choose them with the file picker.',
        'Choose where the blank pages go: after every page, after the pages you name (such as 1, 3, 5-7), before the first page, or at the end until the page count is a multiple of 2, 4, 8 or 16.',
        'Press “Add blank pages” and download the PDF, or Download all as a ZIP for several files.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Each blank page has the size and orientation of the page before it, so a landscape page is followed by a landscape blank.',
        'Every original page exactly as it was: size, rotation, links, annotations and form fields. Links and bookmarks lead to their pages’ new places.',
      ],
    },
    {
      heading: 'Good uses',
      items: [
        'Print double-sided so every chapter starts on a right-hand page: add a blank page after the chapters that end on a right-hand page.',
        'Pad a document to a multiple of 4 before printing it as a booklet.',
        'Leave room for handwritten notes after every page.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio adds the pages inside your browser, on your own device. Nothing is uploaded, and once the app is loaded it works offline.',
    },
  ],
};
