// Every text of the Rotate pages screen and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import type { RotateAngle, RotateWhich } from '../../contract/rotate-pdf';
import { fileCount } from '../../lib/batch-summary';
import { describeCopyProgress } from '../../lib/copy-progress';

export const rotateTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose the pages and the turn.',
  optionsTitle: 'How to turn the pages',
  action: 'Rotate pages',
  /** For notices: 'Folio repaired it before turning the pages'. */
  verb: 'turning the pages',
  jobLabel: (fileName) => `Rotating ${fileName}`,
  successTitle: 'Pages rotated',
  batchTitle: 'PDFs rotated',
  batchDone: (count) => `${fileCount(count)} rotated`,
  resultTitle: 'Your rotated PDF is ready!',
  resultsTitle: 'Your rotated PDFs are ready!',
  download: 'Download PDF',
  progress: describeCopyProgress,
};

export const whichLegend = 'Pages to turn';
export const whichOptions: Array<{ value: RotateWhich; label: string }> = [
  { value: 'all', label: 'All pages' },
  { value: 'odd', label: 'Odd pages' },
  { value: 'even', label: 'Even pages' },
  { value: 'range', label: 'Only these pages' },
];
export const pagesLabel = 'Page numbers or ranges';
export const pagesPlaceholder = '1, 3, 5-7';

export const angleLegend = 'Turn';
export const angleOptions: Array<{ value: RotateAngle; label: string }> = [
  { value: '90', label: '90° clockwise' },
  { value: '180', label: '180°' },
  { value: '270', label: '90° counter-clockwise' },
];

export const previewTitle = 'Your pages as they will be';
export const previewLabel = (fileName: string) => `Pages of ${fileName}, turned as they will be`;

/** What the settings do to the one file. */
export function rotatePlan(turned: number, pageCount: number): string {
  if (turned === pageCount) return `All ${pageCount} ${pageCount === 1 ? 'page turns' : 'pages turn'}.`;
  return `${turned} of ${pageCount} pages turn; the others stay as they are.`;
}

export const rotateGuide: GuideContent = {
  heading: 'How to rotate the pages of a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more PDFs on the upload area or choose them with the file picker.',
        'Choose the pages to turn: all pages, odd pages, even pages, or the pages you type (such as 1, 3, 5-7).',
        'Choose the turn: 90° clockwise, 180° or 90° counter-clockwise. With one file, its pages show turned as they will be.',
        'Press “Rotate pages” and download the PDF, or Download all as a ZIP for several files.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'The turn is added to the page’s own rotation, so a page that was already turned turns further.',
        'Nothing is redrawn: text stays text, and links, annotations, form fields and bookmarks are kept.',
        'Odd and even pages: handy for a double-sided scan where every back came out upside down.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio turns the pages inside your browser, on your own device. Nothing is uploaded, and once the app is loaded it works offline.',
    },
    {
      heading: 'Tips',
      items: [
        'To turn single pages while you look at them, and move or delete pages too, use Organize PDF.',
      ],
    },
  ],
};
