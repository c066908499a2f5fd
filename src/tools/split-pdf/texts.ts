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
  modeBookmarks: 'Split by bookmarks',
  modeBookmarksHint: 'A new file starts at each chapter, named after it.',
  modeSize: 'Split by size',
  modeSizeHint: 'Files no larger than the size you choose.',
  modeEqual: 'Split into equal parts',
  modeEqualHint: 'The same number of pages in each file.',
  modeOddEven: 'Odd and even pages',
  modeOddEvenHint: 'One file of the odd pages, one of the even pages.',
  modeBlank: 'Split at blank pages',
  modeBlankHint: 'Blank divider sheets in a scanned stack start a new file and are left out.',
  rangeLabel: 'Page ranges',
  rangePlaceholder: '1-3,5,7-9',
  everyLabel: 'Pages per file',
  levelLabel: 'Split at bookmarks of',
  levels: { 1: 'Level 1 (chapters)', 2: 'Levels 1–2 (and sections)', 3: 'Levels 1–3 (and subsections)' } as Record<number, string>,
  bookmarksSummary: 'Each bookmark of this level or above starts a new file; pages before the first bookmark make a file of their own.',
  noBookmarks: 'This PDF has no bookmarks to split at. Split it by range, every N pages, size, equal parts, odd and even pages or blank pages instead.',
  noBookmarksAtLevel: 'This PDF has no bookmarks at this level that lead to its pages. Choose a deeper level, or another way to split it.',
  thresholdLabel: 'Ink threshold for scanned pages (% of the page)',
  thresholdInvalid: (min: number, max: number) => `Type an ink threshold from ${min} to ${max} %.`,
  blankSummary: 'Each blank page ends a file and is left out; several in a row end just one. Pages with any text, drawing or picture are never blank; a scanned page is blank below the ink threshold.',
  sizeLabel: 'Largest file size (MB)',
  sizeSummary: (megabytes: number) => `Each file is at most ${megabytes} MB; a page larger than that makes a file of its own, as pages are never cut.`,
  sizeInvalid: (min: number, max: number) => `Type a size from ${min} to ${max} MB.`,
  partsLabel: 'Number of files',
  partsInvalid: (min: number, max: number) => `Type a number of files from ${min} to ${max}.`,
  tooManyParts: (pageCount: number, parts: number) => `This document has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}: it cannot make ${parts} files.`,
  overLimit: (fileNames: string[], megabytes: number) => `${fileNames.join(', ')} ${fileNames.length === 1 ? 'is' : 'are'} larger than ${megabytes} MB: ${fileNames.length === 1 ? 'it holds' : 'each holds'} one page larger than that on its own, and pages are never cut.`,
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
        'Or split by bookmarks (a file per chapter, or per section with levels 2 and 3), by size (each file at most the MB you choose, to fit an email attachment), into equal parts, into odd and even pages, or at blank pages (the divider sheets of a scanned stack of documents, left out).',
        'Press “Split PDF”, then download each file, or all of them at once as a ZIP.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Every page exactly as it was: size, orientation, links, annotations and form fields are kept.',
        'Links to pages inside the same part keep working; links to pages in another part are taken out.',
        'Each part keeps the bookmarks of its own pages, nested as before and leading to the same pages.',
        'File names that say which pages they hold, for example report-pages-1-3.pdf. Split by bookmarks numbers the files in order and names them after their bookmarks, for example report-01-Introduction.pdf, leaving out characters file systems refuse.',
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
        'A PDF without bookmarks cannot be split by bookmarks: Folio says so as soon as you choose it, and the other ways still work.',
        'Scanned divider sheets are rarely pure white: if one is not found, raise the ink threshold a little; Remove blank pages shows how much ink each page has.',
        'Split by size measures each file as it is saved, so no file is over your limit, except a single page that is larger than the limit by itself.',
      ],
    },
  ],
};
