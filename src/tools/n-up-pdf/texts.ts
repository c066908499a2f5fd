// Every word of the N-up screen and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import type { NupOrder, NupSettings, NupSheet, SheetOrientation } from '../../contract/n-up-pdf';
import { fileCount } from '../../lib/batch-summary';

export const nupTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose how many pages go on each sheet.',
  optionsTitle: 'Sheet layout',
  action: 'Make N-up PDF',
  verb: 'laying out its pages',
  jobLabel: (fileName) => `Laying out ${fileName}`,
  successTitle: 'Pages laid out',
  batchTitle: 'PDFs laid out',
  batchDone: (count) => `${fileCount(count)} laid out`,
  resultTitle: 'Your N-up PDF is ready!',
  resultsTitle: 'Your N-up PDFs are ready!',
  download: 'Download PDF',
  progress: (progress) => (progress ? `Page ${Math.min(progress.done, progress.total)} of ${progress.total} placed` : 'Opening the PDF…'),
};

export const perSheetLabel = 'Pages per sheet';
export const perSheetOptions: Array<{ value: NupSettings['perSheet']; label: string }> = (['2', '4', '6', '8', '9', '16'] as const)
  .map((value) => ({ value, label: value }));

export const sheetLabel = 'Sheet size';
export const sheetOptions: Array<{ value: NupSheet; label: string }> = [
  { value: 'source', label: 'Same as the pages' },
  { value: 'a4', label: 'A4' },
  { value: 'a3', label: 'A3' },
  { value: 'letter', label: 'Letter' },
  { value: 'legal', label: 'Legal' },
  { value: 'tabloid', label: 'Tabloid' },
];

export const orientationLabel = 'Orientation';
export const orientationOptions: Array<{ value: SheetOrientation; label: string }> = [
  { value: 'auto', label: 'Automatic' },
  { value: 'portrait', label: 'Portrait' },
  { value: 'landscape', label: 'Landscape' },
];

export const orderLabel = 'Page order';
export const orderOptions: Array<{ value: NupOrder; label: string }> = [
  { value: 'across', label: 'Across, then down' },
  { value: 'down', label: 'Down, then across' },
  { value: 'rtl', label: 'Right to left' },
];

export const marginLabel = 'Margin';
export const gutterLabel = 'Gap between pages';
export const borderLabel = 'Draw a border round each page';
export const previewLabel = 'First sheet';
export const noteOnFlattening = 'Links, comments and form fields are not carried onto the sheets: the pages are printed as they look.';

export const nupGuide: GuideContent = {
  heading: 'How to put several pages on one sheet',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area or choose it with the file picker.',
        'Choose how many pages go on each sheet: 2, 4, 6, 8, 9 or 16. The preview shows your first sheet.',
        'Pick a sheet size, or keep the size of your pages. Automatic orientation turns the sheet the way your pages come out largest.',
        'Choose the order: across then down, down then across, or right to left for Arabic, Hebrew and other right-to-left documents.',
        'Set the margin and the gap between pages, add a border if you like, and make the PDF.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Every page keeps its proportions and is centred in its place on the sheet; nothing is cropped.',
        'Pages turned in the original are shown upright, as you see them.',
        'Text and drawings stay sharp: the pages are placed as they are, not turned into pictures.',
      ],
    },
  ],
  faq: [
    { question: 'Are links and form fields kept?', answer: 'No. A sheet holds several pages, so links, comments and form fields are left out; what they show on the page is printed.' },
    { question: 'My pages are huge. Will it work?', answer: 'Yes. Pages of any size are scaled down to fit their place on the sheet.' },
    { question: 'Can I do several files at once?', answer: 'Yes. Add several PDFs: each becomes its own N-up PDF, with the same settings.' },
  ],
};
