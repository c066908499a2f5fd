// Add Page Numbers: POST /api/add-page-numbers (ARCHITECTURE.md §3). The settings, their spec
// defaults and limits, the one check, the query both ends use, the call and its answer, and the
// engine operations (the run, and the live preview of its first numbered page).
import { ONE_PDF_FILE, queryCall } from './api-call';
import { toolOperation } from './engine-job';
import { engineOperation } from './engine-operation';
import { STAMP_FONT_FAMILIES, type StampFontFamily } from './stamp-fonts';
import { checkChoice, checkNumber, checkText, queryChoice, queryNumber, settingsQuery, type NumberRule } from './setting-values';
import type { StampAnswer, StampFacts, StampPreview, StampPreviewInput } from './stamp-results';

export const NUMBER_POSITIONS = ['top', 'bottom'] as const;
export const NUMBER_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const NUMBER_FORMATS = ['number', 'roman', 'text'] as const;

export const numberRules = {
  start: { label: 'The starting number', min: 0, max: 99_999 },
  size: { label: 'The font size', min: 8, max: 24 },
  marginX: { label: 'The horizontal margin', min: 10, max: 100, step: 5 },
  marginY: { label: 'The vertical margin', min: 10, max: 100, step: 5 },
} satisfies Record<string, NumberRule>;

export const AFFIX_MAX_LENGTH = 40;

export interface PageNumberSettings {
  position: (typeof NUMBER_POSITIONS)[number];
  alignment: (typeof NUMBER_ALIGNMENTS)[number];
  format: (typeof NUMBER_FORMATS)[number];
  start: number;
  prefix: string;
  suffix: string;
  font: StampFontFamily;
  size: number;
  marginX: number;
  marginY: number;
  /** 'all', 'skip-first', or page ranges such as '1-3, 5' (src/lib/page-ranges.ts). */
  pages: string;
}

// Spec, second document §9.
export const defaultPageNumberSettings: PageNumberSettings = {
  position: 'bottom', alignment: 'center', format: 'number', start: 1, prefix: '', suffix: '',
  font: 'Arial', size: 12, marginX: 50, marginY: 30, pages: 'all',
};

/** Throws SettingsError naming the first setting that is out of bounds. */
export function checkPageNumberSettings(settings: PageNumberSettings): PageNumberSettings {
  checkChoice(settings.position, NUMBER_POSITIONS, 'Position');
  checkChoice(settings.alignment, NUMBER_ALIGNMENTS, 'Alignment');
  checkChoice(settings.format, NUMBER_FORMATS, 'Number format');
  checkChoice(settings.font, STAMP_FONT_FAMILIES, 'Font family');
  for (const key of ['start', 'size', 'marginX', 'marginY'] as const) checkNumber(settings[key], numberRules[key]);
  checkText(settings.prefix, 'The prefix', AFFIX_MAX_LENGTH);
  checkText(settings.suffix, 'The suffix', AFFIX_MAX_LENGTH);
  return settings;
}

export function readPageNumberQuery(query: URLSearchParams): PageNumberSettings {
  const fallback = defaultPageNumberSettings;
  return checkPageNumberSettings({
    position: queryChoice(query, 'position', fallback.position, NUMBER_POSITIONS, 'Position'),
    alignment: queryChoice(query, 'alignment', fallback.alignment, NUMBER_ALIGNMENTS, 'Alignment'),
    format: queryChoice(query, 'format', fallback.format, NUMBER_FORMATS, 'Number format'),
    start: queryNumber(query, 'start', fallback.start, numberRules.start),
    prefix: checkText(query.get('prefix') ?? '', 'The prefix', AFFIX_MAX_LENGTH),
    suffix: checkText(query.get('suffix') ?? '', 'The suffix', AFFIX_MAX_LENGTH),
    font: queryChoice(query, 'font', fallback.font, STAMP_FONT_FAMILIES, 'Font family'),
    size: queryNumber(query, 'size', fallback.size, numberRules.size),
    marginX: queryNumber(query, 'marginX', fallback.marginX, numberRules.marginX),
    marginY: queryNumber(query, 'marginY', fallback.marginY, numberRules.marginY),
    pages: query.get('pages') ?? fallback.pages,
  });
}

/** A numbered file is named after its input: report.pdf → report-numbered.pdf (and folio-numbered.zip for several). */
export const NUMBERED_SUFFIX = 'numbered';

export const addPageNumbersCall = queryCall<PageNumberSettings, StampAnswer>({
  path: '/api/add-page-numbers',
  files: ONE_PDF_FILE,
  defaults: defaultPageNumberSettings,
  // Every setting travels under its own name.
  toQuery: settingsQuery,
  fromQuery: readPageNumberQuery,
});

/** The engine checks the settings again, and the pages against the document's page count. */
export const addPageNumbersOperation = toolOperation<PageNumberSettings, StampFacts>('document', 'addPageNumbers');
/** The first numbered page of a document the API keeps for previews, numbered as the run numbers it. */
export const previewPageNumbersOperation = engineOperation<StampPreviewInput<PageNumberSettings>, StampPreview>('document', 'previewPageNumbers');
