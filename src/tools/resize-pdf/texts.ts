// Every word of the Resize pages screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import { fileCount } from '../../lib/batch-summary';
import type { NumberRule } from '../../contract/setting-values';
import type { PaperSize, ResizeMode, ScaleFit, SheetOrientation } from '../../contract/resize-pdf';

export const resizeTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose the paper size or the margins.',
  optionsTitle: 'Page size',
  action: 'Resize pages',
  verb: 'resizing it',
  jobLabel: (fileName) => `Resizing ${fileName}`,
  successTitle: 'Pages resized',
  batchTitle: 'PDFs resized',
  batchDone: (count) => `${fileCount(count)} resized`,
  resultTitle: 'Your resized PDF is ready!',
  resultsTitle: 'Your resized PDFs are ready!',
  download: 'Download PDF',
  progress: (progress) => (progress ? `Page ${Math.min(progress.done, progress.total)} of ${progress.total}` : 'Opening the PDF…'),
};

export const modeLegend = 'What to do';
export const modeOptions: { value: ResizeMode; label: string; description: string }[] = [
  { value: 'scale', label: 'Scale to a paper size', description: 'Every page scaled onto A4, Letter or a size of your own.' },
  { value: 'margins', label: 'Add margins', description: 'White space around each page, for binding or notes. Nothing is scaled.' },
];

export const paperLabel = 'Paper size';
export const paperOptions: { value: PaperSize; label: string }[] = [
  { value: 'a4', label: 'A4 (210 × 297 mm)' },
  { value: 'a3', label: 'A3 (297 × 420 mm)' },
  { value: 'a5', label: 'A5 (148 × 210 mm)' },
  { value: 'letter', label: 'Letter (8.5 × 11 in)' },
  { value: 'legal', label: 'Legal (8.5 × 14 in)' },
  { value: 'tabloid', label: 'Tabloid (11 × 17 in)' },
  { value: 'custom', label: 'Custom size' },
];
export const widthLabel = 'Width (mm)';
export const heightLabel = 'Height (mm)';

export const orientationLegend = 'Orientation';
export const orientationOptions: { value: SheetOrientation; label: string }[] = [
  { value: 'auto', label: 'Automatic' },
  { value: 'portrait', label: 'Portrait' },
  { value: 'landscape', label: 'Landscape' },
];
export const orientationHint = 'Automatic turns the sheet with each page: landscape pages get a landscape sheet.';

export const fitLegend = 'Scaling';
export const fitOptions: { value: ScaleFit; label: string }[] = [
  { value: 'fit', label: 'Fit: whole page visible' },
  { value: 'fill', label: 'Fill: cover the sheet' },
];
export const fitHint: Record<ScaleFit, string> = {
  fit: 'The whole page is scaled to fit the sheet and centred; any space left stays white.',
  fill: 'The page covers the whole sheet; what overflows is cropped equally from both sides.',
};
export const marginLabel = 'Margin on every side (mm)';

export const marginLabels = {
  top: 'Top (mm)',
  bottom: 'Bottom (mm)',
  left: 'Left (mm)',
  right: 'Right (mm)',
  binding: 'Binding margin (mm)',
};
export const bindingHint = 'The binding margin is added on the inner edge: the left of odd pages and the right of even pages, for double-sided printing.';

export const numberError = ({ min, max }: NumberRule) => `Enter a whole number from ${min} to ${max}.`;

/** The preview's caption: the first page drawn as the run will make it. */
export const previewLabel = 'First page, resized';

export const resizeGuide: GuideContent = {
  heading: 'How to resize PDF pages',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one PDF or several on the upload area.',
        'To change the paper size, choose “Scale to a paper size”, pick A4, Letter or your own size, and whether the page should fit inside the sheet or fill it.',
        'To make room for binding or notes, choose “Add margins” and type how many millimetres to add on each side, or a binding margin for the inner edge.',
        'Press “Resize pages” and download the result.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Text stays text and drawings stay sharp: the pages are scaled, never turned into pictures.',
        'Links, form fields and comments move with the page content.',
        'Pages turned in the file are sized as you see them: a landscape page gets a landscape sheet.',
        'Fit keeps the whole page with its proportions; fill covers the sheet and crops the edges that overflow.',
        'Added margins are blank, even where the file hid content outside its visible page.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio resizes your PDF inside your browser, on your own device. The file is never uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'How do I turn US Letter into A4?', answer: 'Choose “Scale to a paper size”, A4 and “Fit”. Letter pages are a little wider than A4, so they are scaled down by about 3 % and centred, with a thin white band above and below.' },
    { question: 'Can a page be larger than 200 inches?', answer: 'No: 200 × 200 inches (5,080 mm) is the largest page a PDF can hold. Folio scales even such a page down to A4, but refuses margins that would make a page larger.' },
  ],
};
