// Every word of the Remove blank pages screen and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import { fileCount } from '../../lib/batch-summary';
import { BLANK_THRESHOLD } from '../../contract/blank-page-rule';

export const removeBlankTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Folio looks for blank pages; check them before they go.',
  optionsTitle: 'Blank pages',
  action: 'Remove blank pages',
  verb: 'removing its blank pages',
  jobLabel: (fileName) => `Removing blank pages from ${fileName}`,
  successTitle: 'Blank pages removed',
  batchTitle: 'Blank pages removed',
  batchDone: (count) => `${fileCount(count)} cleaned`,
  resultTitle: 'Your PDF is ready!',
  resultsTitle: 'Your PDFs are ready!',
  download: 'Download PDF',
  progress: (progress) => (progress ? `Page ${progress.done} of ${progress.total}` : 'Opening the PDF…'),
};

export const thresholdLabel = 'Ink threshold for scanned pages';
export const thresholdHint = 'A scanned page with less ink than this share of the page counts as blank. Raise it for dusty scans, lower it if pages with little writing are marked.';
export const detecting = 'Looking for blank pages…';
export const gridLabel = 'Pages marked for removal';
export const detectFailed = 'The pages could not be checked for blank pages.';

/** What detection found at the threshold (the grid counts the pages marked now, changes by hand included). */
export function foundLine(found: number, total: number): string {
  if (found === 0) return `No blank pages found among ${total} ${total === 1 ? 'page' : 'pages'} at this setting. Click a page to mark it.`;
  return `Folio found ${found} blank ${found === 1 ? 'page' : 'pages'}, crossed out below. Click a page to keep it, or to mark another one.`;
}

/** The words: a threshold that takes every page is refused before the run. */
export const everyPageBlank = 'Every page looks blank at this setting. Lower the ink threshold: a PDF needs at least one page.';
export const everyPageMarked = 'You cannot remove every page: a PDF needs at least one page. Keep at least one page.';
export const severalFilesNote = 'With several files, each file is checked at this threshold and its blank pages are removed.';
export const stepNote = 'In a workflow, the pages found blank at this threshold are removed from each file, with no review of the pages.';

export const removeBlankGuide: GuideContent = {
  heading: 'How to remove blank pages from a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF (or several) on the upload area or choose them with the file picker.',
        'With one file, Folio checks every page and crosses out the blank ones in the page grid. Click a page to keep it, or to mark one Folio missed.',
        'For scans, move the ink threshold: a scanned page with less ink than that is blank.',
        'Press “Remove blank pages” and download the new PDF.',
      ],
    },
    {
      heading: 'What counts as blank',
      items: [
        'A page with no text, no drawing that leaves a mark and no image: an empty page, or one with only a white box on it.',
        `A scanned page (a picture covering the page) whose dark ink covers less than the threshold (${BLANK_THRESHOLD.defaultValue}% of the page by default). Scanner dust, single specks and the dark band at the paper's edge are not counted; punched holes are far under the default.`,
        'A page with any visible text is never blank, however short the text. Invisible text from OCR does not count.',
      ],
    },
    {
      heading: 'What stays the same',
      items: [
        'The pages you keep are copied exactly: size, orientation, links, annotations and form fields.',
        'Bookmarks and links pointing at a removed page are taken out.',
        'Everything happens in your browser: the file never leaves your device.',
      ],
    },
  ],
  faq: [
    { question: 'Why is a page with one short line kept?', answer: 'Text is content: a page that says “This page intentionally left blank” stays unless you mark it yourself in the grid.' },
    { question: 'A scanned page with a little writing was marked blank.', answer: 'Lower the ink threshold, or click the page in the grid to keep it. A line or two of handwriting can be under half a percent of the page.' },
  ],
};
