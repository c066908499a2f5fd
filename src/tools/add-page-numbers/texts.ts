// Every text of the Add Page Numbers screen: the spec's words where it gives them, ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';
import { fileCount } from '../../lib/batch-summary';

export const pageNumberTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploadedTitle: 'PDF uploaded',
  uploadedText: 'Choose where the numbers go and how they look, then press Add Page Numbers.',
  settingsTitle: 'Page number settings',
  removeFile: 'Choose another file',
  action: 'Add Page Numbers',
  /** For notices: 'Folio repaired it before adding page numbers'. */
  verb: 'adding page numbers',
  jobLabel: (name: string) => `Numbering the pages of ${name}`,
  resultTitle: 'Your numbered PDF is ready!',
  download: 'Download PDF',
  successTitle: 'Page numbers added successfully',
  successText: (stamped: number, pages: number) => `${stamped} of ${pages} ${pages === 1 ? 'page' : 'pages'} numbered.`,
  batchTitle: 'Page numbers added',
  /** Of several files: '3 files numbered' (and, after it, what could not be). */
  batchDone: (count: number) => `${fileCount(count)} numbered`,
  previewSubject: 'page number',
  position: 'Position',
  positions: [{ value: 'top', label: 'Top' }, { value: 'bottom', label: 'Bottom' }],
  alignment: 'Alignment',
  alignments: [{ value: 'left', label: 'Left' }, { value: 'center', label: 'Center' }, { value: 'right', label: 'Right' }],
  format: 'Number format',
  formats: [
    { value: 'number', label: 'Numbers (1, 2, 3)' },
    { value: 'roman', label: 'Roman (I, II, III)' },
    { value: 'text', label: 'Words (one, two, three)' },
  ],
  start: 'Starting number',
  startProblem: 'Enter a whole number from 0 to 99999.',
  prefix: 'Prefix',
  prefixPlaceholder: 'e.g. Page ',
  suffix: 'Suffix',
  suffixPlaceholder: 'e.g.  of 12',
  font: 'Font family',
  size: 'Font size',
  marginX: 'Horizontal margin',
  marginY: 'Vertical margin',
} as const;

export const pageNumberGuide: GuideContent = {
  heading: 'How to add page numbers to a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area, choose it with the file picker, or paste it. To do several PDFs at once, choose them together or add more: every file gets the same settings.',
        'Choose the position (top or bottom), the alignment, the number format and the number to start from. Add a prefix or suffix such as “Page ” if you like.',
        'Pick the font, its size and the margins, and which pages get a number. The preview shows the first numbered page of your document (of the first one, with several) exactly as it will come out, and follows every change.',
        'Press “Add Page Numbers”. A progress bar counts the pages of each file; Cancel stops the job (with several files, one file or all of them).',
        'Download the numbered PDF; with several files, download each one or all of them in one ZIP.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Numbers drawn into the pages themselves, in an embedded font (Arimo for Arial and Helvetica, Tinos for Times New Roman, Cousine for Courier: open fonts with the same letter widths), so they look the same in every viewer and can be selected and searched.',
        'On turned (landscape or rotated) pages the number stands upright at the bottom or top as you see the page.',
        'Everything else stays as it was: page sizes, rotations, links, bookmarks and form fields.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio numbers your pages inside your browser, in a background worker on your own device. Your file is never uploaded or stored anywhere, and once the app is loaded it works without an internet connection.',
    },
    {
      heading: 'Tips',
      items: [
        'The first numbered page gets the starting number. To skip a cover page but still call the second page “2”, choose “Skip the first page” and start at 2.',
        'Pages can be typed as 1-3, 5, 8-end; only those pages get a number, counted in order.',
        'The horizontal margin is the distance from the left or right edge (it does not apply to centred numbers); the vertical margin is the distance from the bottom edge to the line the number sits on, or from the top edge to the top of the number.',
        'Prefixes in Greek, Cyrillic and other scripts work: letters the chosen font lacks are drawn with Noto Sans.',
      ],
    },
  ],
  faq: [
    {
      question: 'Is my PDF uploaded to a server?',
      answer: 'No. The numbers are added on your device, in your browser. Nothing is sent anywhere, which is why it also works offline.',
    },
    {
      question: 'Can I number only some pages?',
      answer: 'Yes. Choose “Only these pages” and type them, for example 3-12 or 2, 4, 6. Choose “Skip the first page” to leave a cover page without a number.',
    },
    {
      question: 'Why are Roman numerals limited?',
      answer: 'Roman numerals have no zero and no standard form beyond 3999, so with Roman numerals the numbers must stay between 1 and 3999. Folio tells you if they would not.',
    },
    {
      question: 'Can I remove the numbers later?',
      answer: 'They become part of the page content. Keep your original file if you may want the pages without numbers.',
    },
  ],
};
