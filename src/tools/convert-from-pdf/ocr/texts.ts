// Every text of the OCR tab of Convert from PDF: ours, since the spec names the tab but not its words.
import type { GuideContent } from '../../../components/ToolGuide';
import type { JobProgress } from '../../../api/job-progress';
import { formatBytes } from '../../../lib/format-bytes';
import { fileCount } from '../../../lib/batch-summary';
import { MAX_OCR_LANGUAGES, OCR_DPI, OCR_MIN_DPI, type OcrLanguage, type OcrPageFact, type OcrPageMode } from '../../../contract/ocr-pdf';

export const languageNames: Record<OcrLanguage, string> = {
  eng: 'English', deu: 'German', fra: 'French', spa: 'Spanish', ita: 'Italian', por: 'Portuguese',
  nld: 'Dutch', pol: 'Polish', chi_sim: 'Chinese (simplified)', jpn: 'Japanese', ara: 'Arabic', hin: 'Hindi',
};

export const pageModeOptions: Array<{ value: OcrPageMode; label: string; description: string }> = [
  { value: 'skip-text', label: 'Skip pages with text', description: 'Pages that already have text are left exactly as they are.' },
  { value: 'force', label: 'Force OCR', description: 'Every page is read, even pages with text (their words may then be found twice).' },
];

export const ocrTexts = {
  uploadTitle: 'Drop scanned PDFs or images here or click to choose',
  uploaded: 'Choose the languages of the text, then press Make searchable.',
  languagesLegend: 'Languages of the text',
  languagesHint: `Pick up to ${MAX_OCR_LANGUAGES}. English is on this device; the others are downloaded once, on first use, and then work offline.`,
  languageOnDevice: 'on this device',
  languageDownload: 'downloaded on first use',
  pagesLegend: 'Pages that already have text',
  rotate: 'Turn pages upright',
  rotateHint: 'Pages scanned sideways or upside down are turned so their text reads the right way (the first use downloads the detector once).',
  deskew: 'Straighten slanted pages',
  deskewHint: 'Pages scanned at a slight angle are rotated until their lines are level. Their images are kept as they are.',
  hocr: 'Also make hOCR',
  hocrHint: 'The words with their positions, as HTML, for other OCR tools.',
  action: 'Make searchable',
  verb: 'reading',
  /** A PDF's job, or the images' (made one PDF). */
  jobLabel: (names: string[]) => (names.length === 1 ? `Reading ${names[0]}` : `Reading ${names.length} images`),
  resultTitle: 'Your searchable PDF is ready!',
  download: 'Download PDF',
  otherFiles: 'Text and hOCR',
  reportTitle: 'What Folio did',
  successTitle: 'Text recognised',
  successText: (pages: number) => `${pages} ${pages === 1 ? 'page was' : 'pages were'} read.`,
  batchTitle: 'Text recognised',
  /** Of several PDFs: '3 files made searchable' (and, after it, what could not be). */
  batchDone: (count: number) => `${fileCount(count)} made searchable`,
  /** One PDF of several, in a line: what happened to its pages. */
  reportSummary: (report: OcrPageFact[]): string => {
    const count = (outcome: OcrPageFact['outcome']) => report.filter((fact) => fact.outcome === outcome).length;
    const pages = (number: number) => `${number} ${number === 1 ? 'page' : 'pages'}`;
    return [
      `${pages(count('recognised'))} read`,
      count('kept-text') > 0 ? `${pages(count('kept-text'))} already had text` : '',
      count('failed') > 0 ? `${pages(count('failed'))} could not be read` : '',
    ].filter(Boolean).join('; ') + '.';
  },
  progress: (progress: JobProgress | undefined): string => {
    if (progress?.stage === 'download' && (progress.total === 0 || progress.done < progress.total)) {
      return progress.total > 0
        ? `Downloading language data: ${formatBytes(progress.done)} of ${formatBytes(progress.total)}`
        : `Downloading language data: ${formatBytes(progress.done)}`;
    }
    if (progress?.stage === 'recognise') return `Recognising page ${Math.min(progress.done + 1, progress.total)} of ${progress.total}`;
    return 'Preparing the pages…';
  },
  describePage: (fact: OcrPageFact): string => {
    if (fact.outcome === 'recognised') {
      const turned = fact.turnedDegrees ? ` Turned ${fact.turnedDegrees}° clockwise.` : '';
      const straightened = fact.straightenedDegrees ? ` Straightened by ${Math.abs(fact.straightenedDegrees)}°.` : '';
      return `Page ${fact.page}: ${fact.words} ${fact.words === 1 ? 'word' : 'words'} recognised (confidence ${fact.confidence}%).${turned}${straightened}`;
    }
    if (fact.outcome === 'kept-text') return `Page ${fact.page}: already had text, kept as it was.`;
    return `Page ${fact.page}: could not be read (${fact.message}); the page is kept without a text layer.`;
  },
};

/** This tab's guide, shown in place of the screen's (ConvertFromPdfScreen finds it by this name). */
export const tabGuide: GuideContent = {
  heading: 'How to make a scanned PDF searchable',
  sections: [
    {
      heading: 'Steps',
      ordered: true,
      items: [
        'Drop scanned PDFs, or one or more images (JPG, PNG, TIFF, WebP): each PDF is read on its own, and the images together become one PDF, one page each.',
        'Tick the languages of the text. Reading with the right language makes far fewer mistakes.',
        'Press “Make searchable”. The progress bar counts the pages as they are read.',
        'Download the PDF: it looks exactly like your file, and its text can now be selected, searched and copied. The plain text comes with it. Of several files, Download all (ZIP) saves every result at once.',
      ],
    },
    {
      heading: 'What Folio does',
      items: [
        `Each page is drawn at its scan's own resolution (from ${OCR_MIN_DPI} to ${OCR_DPI} dpi; ${OCR_DPI} dpi for a page that is not a scan) and read by Tesseract, the open-source OCR engine, running on your device. Tesseract finds the page's layout, so columns are read one after the other.`,
        'An invisible layer of text is laid over the page, each word where Tesseract saw it. The page itself, its images and any text it had are not changed.',
        'Pages that already have text are left alone unless you choose Force OCR.',
        'On request, sideways pages are turned upright and slanted ones straightened before they are read, so the page and its text layer come out level.',
      ],
    },
    {
      heading: 'Private by design',
      items: ['Your files never leave your device: the OCR engine and its language data are served by Folio itself and run in your browser.'],
    },
  ],
};
