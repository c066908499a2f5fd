// Every word of the Crop margins screen and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import { fileCount } from '../../lib/batch-summary';
import type { CropBoxMode, CropUnit } from '../../contract/crop-margins';

export const cropTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose the margin to keep around the content.',
  optionsTitle: 'Crop settings',
  action: 'Crop margins',
  verb: 'cropping it',
  jobLabel: (fileName) => `Cropping ${fileName}`,
  successTitle: 'Margins cropped',
  batchTitle: 'Margins cropped',
  batchDone: (count) => `${fileCount(count)} cropped`,
  resultTitle: 'Your PDF is ready!',
  resultsTitle: 'Your PDFs are ready!',
  download: 'Download PDF',
  progress: (progress) => (progress ? `Page ${progress.done} of ${progress.total} measured` : 'Opening the PDF…'),
};

export const marginLabel = (unit: CropUnit) => `Margin around the content (${unit})`;
export const marginError = (min: number, max: number, unit: CropUnit) => `Enter a whole number from ${min} to ${max} ${unit}.`;
export const unitLegend = 'Unit';
export const unitOptions: { value: CropUnit; label: string }[] = [
  { value: 'pt', label: 'Points' },
  { value: 'mm', label: 'Millimetres' },
];
export const boxesLegend = 'Crop box';
export const boxesOptions: { value: CropBoxMode; label: string }[] = [
  { value: 'same', label: 'Same box for every page' },
  { value: 'each', label: 'Each page its own box' },
];

export const previewTitle = 'Preview of page 1';
export const previewAlt = 'Page 1, with the crop box drawn over it';
export const measuring = 'Measuring the content of each page…';
export const measureFailed = 'The pages could not be measured for a preview; cropping still works.';
export function previewLine(cropped: number, total: number, firstCropped: boolean): string {
  if (cropped === 0) return 'Nothing is drawn on these pages: there is nothing to crop.';
  const blank = total - cropped;
  const first = firstCropped ? 'The dashed box is what stays of page 1; the dimmed part is cut away.' : 'Page 1 has nothing on it and stays as it is.';
  return `${first} ${cropped} of ${total} pages will be cropped${blank > 0 ? `; ${blank} with nothing on ${blank === 1 ? 'it stays' : 'them stay'} as ${blank === 1 ? 'it is' : 'they are'}` : ''}.`;
}
export const severalFilesNote = 'With several files, each file is measured and cropped with these settings.';

export const cropGuide: GuideContent = {
  heading: 'How to crop the margins of a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF (or several) on the upload area or choose them with the file picker.',
        'Choose the margin to keep around the content, in points or millimetres.',
        'Choose one box for every page (pages stay the same size, the content in the same place) or a box for each page.',
        'Check the preview: the dashed box on page 1 is what stays. Press “Crop margins” and download the new PDF.',
      ],
    },
    {
      heading: 'How it works',
      items: [
        'Folio draws each page at screen resolution and finds where the content is: anything darker than paper white, leaving out single specks of scanner dust.',
        'Cropping sets the page’s crop box: nothing is deleted. Text, images and links stay as they were, and a PDF editor can show the whole page again.',
        'A page with nothing on it keeps its size.',
        'Everything happens in your browser: the file never leaves your device.',
      ],
    },
  ],
  faq: [
    { question: 'Does cropping make the file smaller?', answer: 'No: the content outside the box is hidden, not removed. Compress the PDF to make it smaller.' },
    { question: 'Will the pages print at the new size?', answer: 'Most viewers and printers use the crop box as the page size, so the pages print without the white margins.' },
  ],
};
