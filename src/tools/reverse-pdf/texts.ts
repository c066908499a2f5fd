// Every text of the Reverse order screen and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import { fileCount } from '../../lib/batch-summary';
import { describeCopyProgress } from '../../lib/copy-progress';

export const reverseTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Press “Reverse order” to put the last page first.',
  optionsTitle: 'New page order',
  action: 'Reverse order',
  /** For notices: 'Folio repaired it before reversing the pages'. */
  verb: 'reversing the pages',
  jobLabel: (fileName) => `Reversing ${fileName}`,
  successTitle: 'Pages reversed',
  batchTitle: 'PDFs reversed',
  batchDone: (count) => `${fileCount(count)} reversed`,
  resultTitle: 'Your reversed PDF is ready!',
  resultsTitle: 'Your reversed PDFs are ready!',
  download: 'Download PDF',
  progress: describeCopyProgress,
};

/** What the options panel says the result will be. */
export function reverseSummary(pageCount?: number): string {
  if (pageCount === undefined) return 'Each PDF comes back with its last page first and its first page last.';
  if (pageCount === 1) return 'This PDF has one page: it comes back as it is.';
  return `Page ${pageCount} comes first, then ${pageCount - 1}, … and page 1 comes last.`;
}

export const reverseGuide: GuideContent = {
  heading: 'How to reverse the page order of a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more PDFs on the upload area or choose them with the file picker.',
        'Press “Reverse order”. Each PDF is done on its own.',
        'Download the reversed PDF, or Download all as a ZIP for several files.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'The same pages, last page first: a stack scanned face down, or printed back to front, reads in order again.',
        'Every page exactly as it was: size, rotation, links, annotations and form fields. Links and bookmarks lead to their pages’ new places.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio reverses the pages inside your browser, on your own device. Nothing is uploaded, and once the app is loaded it works offline.',
    },
    {
      heading: 'Tips',
      items: [
        'To interleave the fronts and backs of a double-sided scan, use Alternate merge: it reverses the backs for you.',
        'To put pages in any other order, use Organize PDF.',
      ],
    },
  ],
};
