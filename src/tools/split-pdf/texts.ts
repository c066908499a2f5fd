// Every text of the Split PDF screen: the spec's words where it gives them, ours where it does not.
import { fileCount } from '../../lib/batch-summary';
import type { GuideContent } from '../../components/ToolGuide';

export const splitTexts = {
  uploadTitle: 'Drop PDFs here or click to choose',
  uploaded: 'Choose how to split it.',
  optionsTitle: 'Split mode',
  modeRange: 'Split by range',
  modeRangeHint: 'Each range you type becomes one file.',
  modeEvery: 'Split every N pages',
  modeEveryHint: 'A new file starts every N pages.',
  rangeLabel: 'Page ranges',
  rangePlaceholder: '1-3,5,7-9',
  everyLabel: 'Pages per file',
  rangeMissing: 'Type the page ranges to split, for example 1-3,5,7-9.',
  fileCount: (count: number) => (count === 1 ? 'This makes 1 file.' : `This makes ${count} files.`),
  pagesTitle: 'Pages',
  gridLabel: (fileName: string) => `Pages of ${fileName}`,
  action: 'Split PDF',
  /** For notices: 'Folio repaired it before splitting'. */
  verb: 'splitting',
  jobLabel: (fileName: string) => `Splitting ${fileName}`,
  resultsTitle: 'Your files are ready',
  successTitle: 'PDF Split Successfully',
  successText: (count: number) => `Your PDF has been split into ${count} files.`,
  batchTitle: 'PDFs split',
  /** Of several files: '3 files split' (and, after it, what could not be). */
  batchDone: (count: number) => `${fileCount(count)} split`,
};

export const splitGuide: GuideContent = {
  heading: 'How to split a PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop your PDF on the upload area or choose it with the file picker. Its pages appear as thumbnails; click one to see it larger.',
        'Split by range: type the parts you want, separated by commas, for example 1-3,5,7-9. Each range becomes one file; 8-end runs to the last page.',
        'Or split every N pages: 1 gives one file per page, 10 gives files of ten pages each.',
        'Press “Split PDF”, then download each file, or all of them at once as a ZIP.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Every page exactly as it was: size, orientation, links, annotations and form fields are kept.',
        'Links to pages inside the same part keep working; links to pages in another part are taken out.',
        'Each part keeps the bookmarks of its own pages, nested as before and leading to the same pages.',
        'File names that say which pages they hold, for example report-pages-1-3.pdf.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Folio splits your PDF inside your browser, on your own device. The file is never uploaded, nothing is stored on a server, and once the app is loaded it works offline. Even a 500-page document splits in seconds.',
    },
    {
      heading: 'Tips',
      items: [
        'Ranges may overlap: 1-5,5-10 gives two files that both contain page 5.',
        'If a range names a page the document does not have, Folio says which one, before anything is split.',
        'To take out just a few pages into one file, Extract pages is quicker.',
      ],
    },
  ],
};
