// Every word of the Poster screen and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { PdfConversionTexts } from '../../components/PdfConversionPanel';
import type { PosterSettings } from '../../contract/poster-pdf';
import { fileCount } from '../../lib/batch-summary';

export const posterTexts: PdfConversionTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose the paper to print your poster on.',
  optionsTitle: 'Tiles',
  action: 'Make poster',
  verb: 'cutting it into tiles',
  jobLabel: (fileName) => `Cutting ${fileName} into tiles`,
  successTitle: 'Poster ready',
  batchTitle: 'Posters ready',
  batchDone: (count) => `${fileCount(count)} cut into tiles`,
  resultTitle: 'Your poster is ready!',
  resultsTitle: 'Your posters are ready!',
  download: 'Download PDF',
  progress: (progress) => (progress ? `Tile ${Math.min(progress.done, progress.total)} of ${progress.total}` : 'Opening the PDF…'),
};

export const paperLabel = 'Paper size';
export const paperOptions: Array<{ value: PosterSettings['paper']; label: string }> = [
  { value: 'a4', label: 'A4' },
  { value: 'a3', label: 'A3' },
  { value: 'letter', label: 'Letter' },
];
export const orientationLabel = 'Orientation';
export const orientationOptions: Array<{ value: PosterSettings['orientation']; label: string }> = [
  { value: 'portrait', label: 'Portrait' },
  { value: 'landscape', label: 'Landscape' },
];
export const sizingLabel = 'Size';
export const sizingOptions: Array<{ value: PosterSettings['sizing']; label: string }> = [
  { value: 'scale', label: 'Scale' },
  { value: 'fit', label: 'Fit to a number of sheets' },
];
export const scaleLabel = 'Scale';
export const acrossLabel = 'Sheets across (at most)';
export const downLabel = 'Sheets down (at most)';
export const overlapLabel = 'Overlap';
export const marginLabel = 'Margin (not printed)';
export const cutMarksLabel = 'Cut marks in the margin';
export const tileCount = (columns: number, rows: number) => {
  const sheets = columns * rows;
  return `Page 1: ${columns} × ${rows} = ${sheets} ${sheets === 1 ? 'sheet' : 'sheets'}`;
};

export const posterGuide: GuideContent = {
  heading: 'How to print a poster on small sheets',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area or choose it with the file picker: a plan, a poster, a banner.',
        'Choose the paper your printer takes and its orientation. The preview shows how your first page is cut.',
        'Set the scale: 100 % prints the page at its real size; more makes it larger and takes more sheets. Or fit it to a number of sheets across and down: the page is made as large as fits, keeping its proportions.',
        'Keep an overlap so neighbouring sheets share a strip you can glue over, and cut marks to trim along.',
        'Make the poster and print the PDF at 100 % ("actual size"), not "fit to page".',
      ],
    },
    {
      heading: 'Putting it together',
      items: [
        'Tiles come in reading order: the top row from left to right, then the next row.',
        'Trim each sheet along its cut marks on the sides that go over a neighbour, lay it over the overlap and glue or tape it.',
      ],
    },
  ],
  faq: [
    { question: 'My printer cannot print to the edge.', answer: 'The margin is left blank on every sheet; keep it at least 5 mm, as most printers need.' },
    { question: 'Are links kept?', answer: 'No. The tiles are printed pieces of the page; links, comments and form fields are left out.' },
  ],
};
