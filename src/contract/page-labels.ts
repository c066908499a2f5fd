// Page labels: POST /api/read-page-labels answers the label ranges a PDF has; POST /api/page-labels
// with the `labels` form field (JSON ranges) writes them as the document's /PageLabels, so viewers
// show "iv" or "A-3" where they showed a page number. No ranges removes the labels.
import { defineCall, filesOnlyCall, ONE_PDF_FILE, type NoSettings, type SettingsSource } from './api-call';
import { toolOperation, type NoFacts } from './engine-job';
import type { ResultItem } from './results';
import { checkChoice, checkNumber, checkText, SettingsError } from './setting-values';

/** The numbering styles PDF knows (/S /D, /r, /R, /a, /A) and none: the prefix alone. */
export const PAGE_LABEL_STYLES = ['decimal', 'roman-lower', 'roman-upper', 'letters-lower', 'letters-upper', 'none'] as const;
export type PageLabelStyle = (typeof PAGE_LABEL_STYLES)[number];

/** From `fromPage` to the next range's first page: labels in `style`, after `prefix`, counting from `start`. */
export interface PageLabelRange {
  /** 1-based page where the range begins. */
  fromPage: number;
  style: PageLabelStyle;
  prefix: string;
  /** The number of its first page (1 = "1", "i", "a"). */
  start: number;
}

export interface PageLabelsSettings {
  /** In page order; none removes the labels. A first range that does not begin on page 1 is allowed: the pages before it have none. */
  ranges: PageLabelRange[];
}

export const defaultPageLabelsSettings: PageLabelsSettings = { ranges: [] };

export const PAGE_LABEL_PREFIX_MAX_LENGTH = 40;
const fromPageRule = { label: 'A range’s first page', min: 1, max: 100_000 };
const startRule = { label: 'A range’s starting number', min: 1, max: 1_000_000 };

/** The one check: known styles, whole numbers, ranges in order of their first page, no two on one page. */
export function checkPageLabelsSettings({ ranges }: PageLabelsSettings): PageLabelsSettings {
  if (!Array.isArray(ranges)) throw new SettingsError('The page labels must be a list of ranges.');
  const checked = ranges.map((range) => ({
    fromPage: checkNumber(Number(range.fromPage), fromPageRule),
    style: checkChoice(String(range.style), PAGE_LABEL_STYLES, 'A range’s style'),
    prefix: checkText(String(range.prefix ?? ''), 'A range’s prefix', PAGE_LABEL_PREFIX_MAX_LENGTH),
    start: checkNumber(Number(range.start ?? 1), startRule),
  }));
  checked.forEach((range, index) => {
    if (index > 0 && range.fromPage <= checked[index - 1].fromPage) {
      throw new SettingsError(`The ranges must start on different pages, in order: page ${range.fromPage} comes after page ${checked[index - 1].fromPage}.`);
    }
  });
  return { ranges: checked };
}

/** A range that names a page the document does not have, in words; nothing when they all fit. */
export function pageLabelsBeyond({ ranges }: PageLabelsSettings, pageCount: number): string | undefined {
  const beyond = ranges.find((range) => range.fromPage > pageCount);
  return beyond ? `A range starts on page ${beyond.fromPage}, but this document has ${pageCount} page${pageCount === 1 ? '' : 's'}.` : undefined;
}

function roman(value: number): string {
  const numerals: Array<[number, string]> = [[1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']];
  let rest = value;
  return numerals.reduce((text, [amount, numeral]) => {
    const times = Math.floor(rest / amount);
    rest -= times * amount;
    return text + numeral.repeat(times);
  }, '');
}

/** PDF's letters: a…z, then aa…zz, then aaa… (the letter repeated, not a base-26 count). */
function letters(value: number): string {
  return String.fromCharCode(97 + ((value - 1) % 26)).repeat(Math.floor((value - 1) / 26) + 1);
}

/** The label of one number in a style. */
export function numberLabel(style: PageLabelStyle, value: number): string {
  switch (style) {
    case 'decimal': return String(value);
    case 'roman-lower': return roman(value);
    case 'roman-upper': return roman(value).toUpperCase();
    case 'letters-lower': return letters(value);
    case 'letters-upper': return letters(value).toUpperCase();
    default: return '';
  }
}

/** Every page's label as viewers show it; a page no range covers shows its number. */
export function pageLabels({ ranges }: PageLabelsSettings, pageCount: number): string[] {
  return Array.from({ length: pageCount }, (_, index) => {
    const page = index + 1;
    const range = [...ranges].reverse().find((candidate) => candidate.fromPage <= page);
    if (!range) return String(page);
    return range.prefix + numberLabel(range.style, range.start + page - range.fromPage);
  });
}

export interface PageLabelsAnswer extends PageLabelsSettings {
  filename: string;
  pageCount: number;
}

export const readPageLabelsCall = filesOnlyCall<PageLabelsAnswer>({ path: '/api/read-page-labels', files: ONE_PDF_FILE });
export const readPageLabelsOperation = toolOperation<NoSettings, PageLabelsSettings & { pageCount: number }>('document', 'readPageLabels');

function readPageLabelsSettings({ form }: SettingsSource): PageLabelsSettings {
  const field = form.get('labels');
  if (typeof field !== 'string' || !field.trim()) return defaultPageLabelsSettings;
  let ranges: PageLabelRange[];
  try {
    ranges = JSON.parse(field) as PageLabelRange[];
  } catch {
    throw new SettingsError('The labels field is not valid JSON.');
  }
  return checkPageLabelsSettings({ ranges });
}

/** A labelled file is named after its input: report.pdf → report-labelled.pdf. */
export const PAGE_LABELS_SUFFIX = 'labelled';

export const pageLabelsCall = defineCall<PageLabelsSettings, ResultItem[]>({
  path: '/api/page-labels',
  files: ONE_PDF_FILE,
  defaults: defaultPageLabelsSettings,
  write: ({ ranges }) => ({ query: {}, fields: { labels: JSON.stringify(ranges) } }),
  read: readPageLabelsSettings,
});

export const pageLabelsOperation = toolOperation<PageLabelsSettings, NoFacts>('document', 'writePageLabels');
