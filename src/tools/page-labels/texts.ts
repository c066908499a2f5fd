// Every text of the Page labels screen, and its guide.
import type { GuideContent } from '../../components/ToolGuide';
import { fileCount } from '../../lib/batch-summary';
import type { PageLabelStyle } from '../../contract/page-labels';

export const labelsTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Set the label ranges below.',
  optionsTitle: 'Label ranges',
  intro: 'Each range starts on a page and runs to the next range. Viewers show these labels in their page box and thumbnails.',
  styles: {
    decimal: '1, 2, 3', 'roman-lower': 'i, ii, iii', 'roman-upper': 'I, II, III',
    'letters-lower': 'a, b, c', 'letters-upper': 'A, B, C', none: 'No number (prefix only)',
  } satisfies Record<PageLabelStyle, string>,
  fromPage: (index: number) => `First page of range ${index + 1}`,
  style: (index: number) => `Style of range ${index + 1}`,
  prefix: (index: number) => `Prefix of range ${index + 1}`,
  start: (index: number) => `Start number of range ${index + 1}`,
  columns: { fromPage: 'From page', style: 'Style', prefix: 'Prefix', start: 'Start at' },
  removeRange: (index: number) => `Remove range ${index + 1}`,
  addRange: 'Add a range',
  noRanges: 'No ranges: the labels are removed and viewers show plain page numbers.',
  several: 'With several files, these ranges are written to each file.',
  reading: 'Reading its labels…',
  readFailed: (message: string) => `Its labels could not be read: ${message}`,
  hadLabels: 'The file’s own labels are shown below; change them or add ranges.',
  pagesTitle: 'Pages as viewers will label them',
  gridLabel: (fileName: string) => `Pages of ${fileName} with their labels`,
  action: 'Set page labels',
  verb: 'setting page labels',
  jobLabel: (fileName: string) => `Labelling the pages of ${fileName}`,
  successTitle: 'Page labels set',
  batchTitle: 'Page labels set',
  batchDone: (count: number) => `${fileCount(count)} labelled`,
  resultTitle: 'Your PDF is ready!',
  download: 'Download PDF',
};

export const labelsGuide: GuideContent = {
  heading: 'How to set page labels in a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area. Its pages appear with the labels it has now.',
        'Add a range for each part: the page it starts on, the style (1 2 3, i ii iii, I II III, a b c, A B C or none), a prefix such as “A-” and the number to start at.',
        'Check the labels under the thumbnails, then press “Set page labels” and download the PDF.',
      ],
    },
    {
      heading: 'What page labels are',
      items: [
        'Page labels are what a viewer shows as the page number: in Acrobat, Firefox, Chrome and most readers, “Go to page iv” finds the fourth page of the preface.',
        'They do not print anything on the page. To print numbers on the pages, use Add page numbers.',
        'The pages, links and bookmarks of the file are not changed.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio writes the labels inside your browser, on your own device. The file is never uploaded, and once the app is loaded it works offline.',
    },
  ],
  faq: [
    { question: 'What happens to the pages before my first range?', answer: 'They keep plain numbers (1, 2, …), as PDF asks that every page has a label.' },
    { question: 'How do I remove labels?', answer: 'Remove every range and press Set page labels: the file then has no labels, and viewers show plain page numbers.' },
  ],
};
