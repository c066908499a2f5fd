// Every text of the Header, footer and Bates numbers screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import type { HeaderFooterSlot } from '../../contract/header-footer';

export const headerFooterTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  filesTitle: 'Files, in numbering order',
  reorderHint: 'Bates numbers run on from one file to the next in this order. Drag to reorder.',
  listLabel: 'Files to stamp, in order',
  addMore: 'Add more files',
  textsTitle: 'Texts',
  slots: {
    'top-left': 'Top left', 'top-center': 'Top centre', 'top-right': 'Top right',
    'bottom-left': 'Bottom left', 'bottom-center': 'Bottom centre', 'bottom-right': 'Bottom right',
  } satisfies Record<HeaderFooterSlot, string>,
  placeholdersHint: 'In any text: {page} the page, {pages} the page count, {date} the date below, {file} the file name, {bates} the Bates number.',
  date: 'Date ({date})',
  /** On the workflow step. */
  stepDateHint: 'Leave the date empty and {date} is the day the workflow runs.',
  styleTitle: 'Style',
  font: 'Font',
  size: 'Font size',
  color: 'Colour',
  marginX: 'Side margin',
  marginY: 'Top and bottom margin',
  batesTitle: 'Bates numbers',
  batesPrefix: 'Prefix',
  batesSuffix: 'Suffix',
  batesDigits: 'Digits',
  batesStart: 'First number',
  batesExample: (first: string) => `The first page numbered reads ${first}.`,
  noText: 'Type a text for at least one place.',
  action: 'Add header and footer',
  verb: 'stamping',
  jobLabel: (count: number) => (count === 1 ? 'Stamping 1 file' : `Stamping ${count} files`),
  successTitle: 'Headers and footers added',
  resultsTitle: 'Your files are ready',
};

export const headerFooterGuide: GuideContent = {
  heading: 'How to add headers, footers and Bates numbers to PDFs',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop one or more PDFs. With several, put them in the order the numbers should run.',
        'Type a text in any of the six places. Use {page}, {pages}, {date}, {file} and {bates} where the page number, the page count, the date, the file name or the Bates number should go.',
        'Choose the font, size, colour and margins, and the pages to stamp.',
        'For Bates numbers, set the prefix, the number of digits and the first number.',
        'Press “Add header and footer” and download the files, and the Bates log.',
      ],
    },
    {
      heading: 'Bates numbers',
      items: [
        'Every stamped page gets the next number; the numbers run on from the last page of one file to the first stamped page of the next.',
        'The log (bates-numbers.csv) lists each file with its first and last number, for the production index.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio stamps the pages inside your browser, on your own device. No file is uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'Is the text searchable?', answer: 'Yes. It is written as real text in an embedded font, so it can be searched and copied; characters of other scripts are drawn in a font that has them.' },
    { question: 'Does it change my pages?', answer: 'Only by adding the text on top. Page sizes, links, form fields and bookmarks stay as they were.' },
  ],
};
