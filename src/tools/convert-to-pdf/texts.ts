// Every text of the Convert to PDF screen: the spec's words where it gives them ('Conversion
// Successful'), ours where it does not.
import type { GuideContent } from '../../components/ToolGuide';
import type { BookPageSize } from '../../contract/book-to-pdf';
import type { ConvertType, Margin, Orientation, PageSize, SkippedFile } from '../../contract/convert-to-pdf';
import type { JobProgress } from '../../contract/job-progress';

export const tabLabels: Record<ConvertType, string> = {
  image: 'Images', word: 'Word', powerpoint: 'PowerPoint', excel: 'Excel', html: 'HTML', markdown: 'Markdown & text', svg: 'SVG', email: 'E-mail', ebook: 'E-books', comic: 'Comics',
};

const kinds: Record<ConvertType, string> = {
  image: 'images', word: 'Word documents', powerpoint: 'presentations', excel: 'spreadsheets', html: 'web pages',
  markdown: 'Markdown and text files', svg: 'SVG drawings', email: 'e-mails (.eml)', ebook: 'e-books (EPUB, MOBI, FB2)', comic: 'comic books (CBZ)',
};

export const convertTexts = {
  tabsLabel: 'What to convert',
  uploadTitle: (type: ConvertType) => `Drop ${kinds[type]} here or click to choose`,
  cardTitle: 'Files to convert',
  fileCount: (count: number) => (count === 1 ? '1 file' : `${count} files`),
  clearAll: 'Clear All',
  addMore: 'Add More Files',
  listLabel: (type: ConvertType) => (type === 'image' ? 'Images in page order' : 'Files in order'),
  reorderHint: (type: ConvertType) => (type === 'image'
    ? 'Drag the images into the order of the pages, or use the arrow buttons. The first image is the first page.'
    : 'Drag the files into the order you want, or use the arrow buttons. Combined into one PDF, the first file comes first.'),
  action: 'Convert to PDF',
  verb: 'converting',
  jobLabel: (name: string) => `Converting ${name}`,
  combinedJobLabel: (count: number) => (count === 1 ? 'Converting 1 image' : `Converting ${count} images into one PDF`),
  combinedDocumentsJobLabel: (count: number, type: ConvertType) => `Converting ${count} ${kinds[type]} into one PDF`,
  pageSize: 'Page size',
  pageSizes: [
    { value: 'fit', label: 'Fit to image' }, { value: 'a4', label: 'A4' }, { value: 'letter', label: 'Letter' },
  ] satisfies Array<{ value: PageSize; label: string }>,
  orientation: 'Orientation',
  orientations: [
    { value: 'auto', label: 'Automatic' }, { value: 'portrait', label: 'Portrait' }, { value: 'landscape', label: 'Landscape' },
  ] satisfies Array<{ value: Orientation; label: string }>,
  orientationFitHint: 'With Fit to image, each page takes the shape of its image.',
  margin: 'Margin',
  margins: [
    { value: 'none', label: 'No margin' }, { value: 'small', label: 'Small' }, { value: 'large', label: 'Large' },
  ] satisfies Array<{ value: Margin; label: string }>,
  bookPageSizes: [
    { value: 'a5', label: 'A5 (book)' }, { value: 'a4', label: 'A4' }, { value: 'letter', label: 'Letter' },
  ] satisfies Array<{ value: BookPageSize; label: string }>,
  fontSize: 'Font size',
  bookMargin: 'Margin',
  combine: 'Combine into one PDF',
  combineDocumentsHint: 'One PDF with every file in the order of the list, and a bookmark for each. Files that cannot be converted are left out and named.',
  successTitle: 'Conversion Successful',
  successText: (count: number) => (count === 1 ? 'Your PDF is ready.' : `${count} PDFs are ready.`),
  resultTitle: 'Your PDF is ready!',
  download: 'Download PDF',
  skipped: ({ fileName, message }: SkippedFile) => `${fileName} was left out: ${message}`,
  attachmentsAppended: (fileName: string, names: string[]) => `${fileName}: ${names.join(', ')} ${names.length === 1 ? 'follows' : 'follow'} the message as pages.`,
  attachmentNotAppended: (fileName: string, { fileName: attachment, message }: SkippedFile) => `${fileName}: the attachment ${attachment} could not be added: ${message}`,
  scriptsLeftOut: (fileName: string, count: number) =>
    `${fileName}: ${count === 1 ? '1 script' : `${count} scripts`} taken out. Folio never runs a file's scripts; the drawing itself is kept.`,
  remoteImagesLeftOut: (fileName: string, count: number) =>
    `${fileName}: ${count === 1 ? '1 image' : `${count} images`} on other websites ${count === 1 ? 'was' : 'were'} left out. Folio never fetches anything from other sites; images inside the file are kept.`,
  imagesNotInFile: (fileName: string, count: number) =>
    `${fileName}: ${count === 1 ? '1 image was' : `${count} images were`} not included (not in the file: the page names ${count === 1 ? 'it as a file' : 'them as files'} beside it). Images written inside the page are kept.`,
  brokenImagesLeftOut: (fileName: string, count: number) =>
    `${fileName}: ${count === 1 ? '1 image inside the file is' : `${count} images inside the file are`} damaged and ${count === 1 ? 'was' : 'were'} left out; the rest of the page is converted.`,
  remoteReferencesLeftOut: (fileName: string, count: number) =>
    `${fileName}: ${count === 1 ? '1 picture or style sheet' : `${count} pictures and style sheets`} on other websites ${count === 1 ? 'was' : 'were'} left out. Folio never fetches anything from other sites; what is inside the book is kept.`,
  charactersNotDrawn: (fileName: string, characters: string[]) =>
    `${fileName}: Folio has no font for ${characters.length === 1 ? 'this character' : `these ${characters.length} characters`}, so ${characters.length === 1 ? 'it is' : 'they are'} not drawn (blank or an empty box on the page; the text is still there to search and copy): ${listed(characters)}`,
};

/** A few characters, each with its code point (a box alone cannot say which character it stands for). */
function listed(characters: string[]): string {
  const shown = characters.slice(0, 12).map((char) => `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`);
  return characters.length > shown.length ? `${shown.join(', ')} and ${characters.length - shown.length} more.` : `${shown.join(', ')}.`;
}

const MB = 1024 * 1024;

/** The converter's progress: its first download, its start-up, then the document. */
export function describeOfficeProgress(progress: JobProgress | undefined): string {
  if (!progress) return 'Starting…';
  if (progress.stage === 'download') {
    return `Preparing the converter — ${Math.round(progress.done / MB)} of ${Math.round(progress.total / MB)} MB`;
  }
  if (progress.stage === 'start') return 'Starting the converter (a few seconds, once per visit)…';
  if (progress.stage === 'combine') return 'Combining into one PDF…';
  return 'Converting…';
}

export const convertGuide: GuideContent = {
  heading: 'How to convert files to PDF',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Choose what you convert: images, Word, PowerPoint, Excel, HTML, Markdown and text, e-books (EPUB, MOBI, FB2) or comics (CBZ).',
        'Drop your files on the upload area or choose them. Images can be put in page order by dragging.',
        'For images, pick the page size, orientation and margin, and whether they make one PDF or one each. Several Word, PowerPoint, Excel or HTML files become one PDF each, or one PDF together with “Combine into one PDF”.',
        'Press “Convert to PDF”, then download each PDF or all of them as a ZIP.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Photos keep their quality: a JPEG goes into the PDF exactly as it is, other images without any loss. Photos taken sideways come out upright.',
        'Word, PowerPoint and Excel files are converted by LibreOffice, running in your browser: text stays text you can select and search, with its fonts, images, tables and page breaks.',
        'Web pages keep their text and their embedded images. Scripts in the file never run, and nothing is fetched from other websites.',
        'Markdown notes keep their headings, lists, tables and code (in a monospace font); plain text keeps its paragraphs and line breaks.',
        'E-books flow onto pages of the size, type size and margin you choose (A5 by default), with their pictures; their table of contents becomes the PDF’s bookmarks. Comics become a page per picture, at the picture’s size.',
      ],
    },
    {
      heading: 'Private by design',
      text: 'Everything happens on your device. The Office converter is large (about 80 MB): it is downloaded the first time you convert an Office file, then kept, so later conversions start quickly and work offline.',
    },
    {
      heading: 'Tips',
      items: [
        'A password-protected Office file cannot be converted; remove its password in Office first. An e-book protected by DRM cannot be opened either.',
        'Documents that use Calibri, Cambria, Arial or Times New Roman keep their line breaks: Folio ships fonts with the same measurements.',
      ],
    },
  ],
};
