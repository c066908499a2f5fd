// Every word of the Booklet screen and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import type { Binding, BookletMode, BookletSheet } from '../../contract/booklet-pdf';
import { fileCount } from '../../lib/batch-summary';

export const bookletTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose how your booklet is bound.',
  optionsTitle: 'Booklet settings',
  action: 'Make booklet',
  verb: 'making the booklet',
  jobLabel: (fileName) => `Making a booklet of ${fileName}`,
  successTitle: 'Booklet ready',
  batchTitle: 'Booklets ready',
  batchDone: (count) => `${fileCount(count)} made into booklets`,
  resultTitle: 'Your booklet is ready!',
  resultsTitle: 'Your booklets are ready!',
  download: 'Download PDF',
  progress: (progress) => (progress ? `Side ${Math.min(progress.done, progress.total)} of ${progress.total} laid out` : 'Opening the PDF…'),
};

export const modeLegend = 'Layout';
export const modeOptions: Array<{ value: BookletMode; label: string; description: string }> = [
  { value: 'booklet', label: 'Booklet (fold and staple)', description: 'Sheets folded in the middle and stapled on the fold. Blank pages are added to make a multiple of 4.' },
  { value: 'two-up', label: 'Two pages per side, in order', description: 'Pages 1 and 2, then 3 and 4… side by side, to cut apart.' },
];

export const bindingLabel = 'Binding';
export const bindingOptions: Array<{ value: Binding; label: string }> = [
  { value: 'left', label: 'Left (opens like an English book)' },
  { value: 'right', label: 'Right (Arabic, Hebrew, manga)' },
];

export const sheetLabel = 'Sheet size';
export const sheetOptions: Array<{ value: BookletSheet; label: string }> = [
  { value: 'source', label: 'Two pages side by side' },
  { value: 'a4', label: 'A4 landscape' },
  { value: 'a3', label: 'A3 landscape' },
  { value: 'letter', label: 'Letter landscape' },
  { value: 'tabloid', label: 'Tabloid landscape' },
];

export const creepLabel = 'Creep compensation';
export const creepOptions: Array<{ value: string; label: string }> = [
  { value: '0', label: 'None' },
  { value: '1', label: '0.1 mm per sheet (80 g/m² paper)' },
  { value: '2', label: '0.2 mm per sheet (thick paper)' },
  { value: '3', label: '0.3 mm per sheet' },
  { value: '5', label: '0.5 mm per sheet (card)' },
];
export const creepHint = 'Inner sheets of a thick booklet stick out at the open edge. Their pages move this much towards the fold for each sheet inwards.';

export const printNote = 'To print: choose double-sided printing and "flip on short edge", then fold the stack in the middle and staple on the fold.';
export const cutNote = 'To print: print single- or double-sided, then cut each sheet down the middle.';
export const previewLabel = 'Front of the first sheet';

export const bookletGuide: GuideContent = {
  heading: 'How to make a booklet from a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area or choose it with the file picker.',
        'Keep "Booklet" to fold and staple, or choose two pages per side in order to cut the sheets apart.',
        'Choose the binding: left for books that open like English ones, right for Arabic, Hebrew or manga.',
        'Pick a sheet size; by default each sheet is two of your pages wide.',
        'Make the booklet, print it double-sided with "flip on short edge", fold the stack in the middle and staple it.',
      ],
    },
    {
      heading: 'How the pages are ordered',
      items: [
        'The page count is made up to a multiple of 4 with blank pages at the end: each folded sheet holds 4 pages.',
        'The first sheet carries the last page and page 1 on its front, pages 2 and the second-to-last on its back, and so on inwards.',
        'Creep compensation moves the pages of each inner sheet a little towards the fold (0 for the outer sheet, once the value for the next, twice for the one after), so the margins look even after trimming.',
      ],
    },
  ],
  faq: [
    { question: 'My booklet prints upside down on every other page.', answer: 'Set your printer to flip on the short edge (sometimes called "short-edge binding") for double-sided printing.' },
    { question: 'Can I make a booklet of one page?', answer: 'Yes. Blank pages are added to make one folded sheet.' },
    { question: 'Are links and form fields kept?', answer: 'No. Pages are printed two to a side, so links, comments and form fields are left out; what they show is kept.' },
  ],
};
