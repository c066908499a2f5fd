// Sanitize: POST /api/scan-pdf-risks counts what a PDF carries besides its pages (scripts, attached
// files, actions that open programs or send data, links, metadata, comments, hidden layers, earlier saved versions);
// POST /api/sanitize-pdf?remove=javascript,… takes the chosen ones out and answers the cleaned file with
// the counts before and after. What the pages show is never changed.
import { filesOnlyCall, ONE_PDF_FILE, queryCall, type NoSettings } from './api-call';
import { toolOperation } from './engine-job';
import type { ResultItem } from './results';
import { checkChoice } from './setting-values';

export const SANITIZE_ITEMS = ['javascript', 'embedded-files', 'launch-actions', 'form-actions', 'links', 'metadata', 'comments', 'hidden-layers'] as const;
export type SanitizeItem = (typeof SANITIZE_ITEMS)[number];

/** What a PDF carries of each kind, and what of it a reader sees on the page. */
export interface PdfRisks {
  /** Scripts: the document's named scripts and every JavaScript action (opening, pages, fields, links). */
  javascript: number;
  /** Files in the document's list and in file-attachment annotations. */
  embeddedFiles: number;
  /** Actions that start a program or open a file on the reader's computer. */
  launchActions: number;
  /** Actions that send form data somewhere or load it from somewhere. */
  formActions: number;
  /** Links to web addresses and other files. */
  links: number;
  /** Info entries and XMP packets. */
  metadata: number;
  /** Comments: sticky notes and pop-ups, and the text and author of other annotations. */
  comments: number;
  /** Sticky notes a reader sees as icons on the page: removing comments removes them. */
  visibleComments: number;
  /** Layers (optional content) hidden when the file opens: what they draw is in the file, unseen. */
  hiddenLayers: number;
  /** Hidden layers set to print all the same: removing hidden layers removes them from printouts. */
  printedHiddenLayers: number;
  /** Times the file was saved: earlier versions are dropped whatever is chosen. */
  revisions: number;
}

/** Everything but links by default: links are usually wanted. */
export const defaultSanitizeSettings: SanitizeSettings = {
  remove: ['javascript', 'embedded-files', 'launch-actions', 'form-actions', 'metadata', 'comments', 'hidden-layers'],
};

export interface SanitizeSettings {
  remove: SanitizeItem[];
}

export interface RisksAnswer extends PdfRisks {
  filename: string;
}

export const scanPdfRisksCall = filesOnlyCall<RisksAnswer>({ path: '/api/scan-pdf-risks', files: ONE_PDF_FILE });
export const scanPdfRisksOperation = toolOperation<NoSettings, PdfRisks>('document', 'scanPdfRisks');

export interface SanitizeFacts {
  before: PdfRisks;
  after: PdfRisks;
}

export interface SanitizeAnswerItem extends ResultItem, SanitizeFacts {}

export const sanitizePdfCall = queryCall<SanitizeSettings, SanitizeAnswerItem[]>({
  path: '/api/sanitize-pdf',
  files: ONE_PDF_FILE,
  defaults: defaultSanitizeSettings,
  toQuery: ({ remove }) => ({ remove: remove.join(',') }),
  fromQuery: (query) => {
    const text = query.get('remove');
    if (text === null) return defaultSanitizeSettings;
    return { remove: text.split(',').filter(Boolean).map((item) => checkChoice(item, SANITIZE_ITEMS, 'What to remove')) };
  },
});

/** A cleaned file is named after its input: report.pdf → report-sanitized.pdf. */
export const SANITIZED_SUFFIX = 'sanitized';

export const sanitizePdfOperation = toolOperation<SanitizeSettings, SanitizeFacts>('document', 'sanitizePdf');
