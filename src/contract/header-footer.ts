// Headers, footers and Bates numbers: POST /api/header-footer with the PDFs in the user's order (one
// job: Bates numbers run on from one file to the next). Text at six places on each chosen page, with
// placeholders for the page, the page count, the date, the file name and the Bates number. Answers each
// file stamped and, when Bates numbers were written, a CSV log of which file holds which numbers.
import { defineCall, MANY_PDF_FILES, type SettingsSource } from './api-call';
import { toolOperation } from './engine-job';
import { STAMP_FONT_FAMILIES, type StampFontFamily } from './stamp-fonts';
import type { ResultItem } from './results';
import { checkChoice, checkNumber, checkText, SettingsError, type NumberRule } from './setting-values';

export const HEADER_FOOTER_SLOTS = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export type HeaderFooterSlot = (typeof HEADER_FOOTER_SLOTS)[number];

/** Today the way the visitor (or the machine running a workflow) writes dates: what {date} becomes unless another is typed. */
export function todayAsWritten(): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date());
}

/** What a text may hold besides words; each is replaced on every page. */
export const HEADER_FOOTER_PLACEHOLDERS = ['{page}', '{pages}', '{date}', '{file}', '{bates}'] as const;

export interface BatesSettings {
  prefix: string;
  suffix: string;
  /** Zero-padded to this many digits: 6 → ABC000001. */
  digits: number;
  /** The number of the first page of the first file. */
  start: number;
}

export interface HeaderFooterSettings {
  /** The text of each place that has one (templates with placeholders). */
  texts: Partial<Record<HeaderFooterSlot, string>>;
  font: StampFontFamily;
  size: number;
  /** `#1a2b3c` */
  color: string;
  /** From the page's side edges and from its top and bottom edges, in points. */
  marginX: number;
  marginY: number;
  /** 'all', 'skip-first', or page ranges such as '1-3, 5' in each file. */
  pages: string;
  /** What `{date}` becomes: the screen writes today's date the user's way. */
  date: string;
  bates: BatesSettings;
}

export const defaultHeaderFooterSettings: HeaderFooterSettings = {
  texts: { 'bottom-right': 'Page {page} of {pages}' },
  font: 'Arial', size: 10, color: '#000000', marginX: 36, marginY: 24, pages: 'all', date: '',
  bates: { prefix: '', suffix: '', digits: 6, start: 1 },
};

export const headerFooterRules = {
  size: { label: 'The font size', min: 6, max: 36 },
  marginX: { label: 'The side margin', min: 0, max: 200 },
  marginY: { label: 'The top and bottom margin', min: 0, max: 200 },
  digits: { label: 'The number of Bates digits', min: 1, max: 12 },
  start: { label: 'The first Bates number', min: 0, max: 999_999_999 },
} satisfies Record<string, NumberRule>;

export const HEADER_FOOTER_TEXT_MAX_LENGTH = 120;
export const BATES_AFFIX_MAX_LENGTH = 20;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Whether any text numbers the pages with Bates numbers. */
export function usesBates({ texts }: Pick<HeaderFooterSettings, 'texts'>): boolean {
  return Object.values(texts).some((text) => text?.includes('{bates}'));
}

/** A Bates number as it is printed: prefix, the number padded to its digits, suffix. */
export function batesLabel({ prefix, suffix, digits }: BatesSettings, value: number): string {
  return `${prefix}${String(value).padStart(digits, '0')}${suffix}`;
}

/** The one check, for the handler and the engine. */
export function checkHeaderFooterSettings(settings: HeaderFooterSettings): HeaderFooterSettings {
  const texts: Partial<Record<HeaderFooterSlot, string>> = {};
  for (const [slot, text] of Object.entries(settings.texts ?? {})) {
    const place = checkChoice(slot, HEADER_FOOTER_SLOTS, 'A place');
    const checked = checkText(String(text ?? ''), `The ${place.replace('-', ' ')} text`, HEADER_FOOTER_TEXT_MAX_LENGTH).trim();
    if (checked) texts[place] = checked;
  }
  if (Object.keys(texts).length === 0) throw new SettingsError('Type a text for at least one place.');
  if (!HEX_COLOR.test(settings.color)) throw new SettingsError(`The colour must look like #1a2b3c, not "${settings.color}".`);
  const bates = settings.bates ?? defaultHeaderFooterSettings.bates;
  return {
    texts,
    font: checkChoice(settings.font, STAMP_FONT_FAMILIES, 'Font family'),
    size: checkNumber(Number(settings.size), headerFooterRules.size),
    color: settings.color,
    marginX: checkNumber(Number(settings.marginX), headerFooterRules.marginX),
    marginY: checkNumber(Number(settings.marginY), headerFooterRules.marginY),
    pages: String(settings.pages ?? 'all'),
    date: checkText(String(settings.date ?? ''), 'The date', 40),
    bates: {
      prefix: checkText(String(bates.prefix ?? ''), 'The Bates prefix', BATES_AFFIX_MAX_LENGTH),
      suffix: checkText(String(bates.suffix ?? ''), 'The Bates suffix', BATES_AFFIX_MAX_LENGTH),
      digits: checkNumber(Number(bates.digits), headerFooterRules.digits),
      start: checkNumber(Number(bates.start), headerFooterRules.start),
    },
  };
}

function readHeaderFooterSettings({ form }: SettingsSource): HeaderFooterSettings {
  const field = form.get('settings');
  if (typeof field !== 'string' || !field.trim()) return checkHeaderFooterSettings(defaultHeaderFooterSettings);
  let parsed: Partial<HeaderFooterSettings>;
  try {
    parsed = JSON.parse(field) as Partial<HeaderFooterSettings>;
  } catch {
    throw new SettingsError('The settings field is not valid JSON.');
  }
  return checkHeaderFooterSettings({ ...defaultHeaderFooterSettings, ...parsed, bates: { ...defaultHeaderFooterSettings.bates, ...parsed.bates } });
}

/** Stamped files are named after their input: report.pdf → report-stamped.pdf. */
export const HEADER_FOOTER_SUFFIX = 'stamped';
/** The log of Bates ranges. */
export const BATES_LOG_NAME = 'bates-numbers.csv';

/** What each file got: its chosen pages, its Bates numbers, the characters no font could draw. */
export interface HeaderFooterFileFacts {
  name: string;
  stampedPages: number;
  /** First and last Bates number of the file (none when Bates numbers are not used or no page was chosen). */
  bates?: { first: string; last: string };
  missing: string[];
}

export interface HeaderFooterFacts {
  files: HeaderFooterFileFacts[];
}

export const headerFooterCall = defineCall<HeaderFooterSettings, ResultItem[]>({
  path: '/api/header-footer',
  files: MANY_PDF_FILES,
  defaults: defaultHeaderFooterSettings,
  write: (settings) => ({ query: {}, fields: { settings: JSON.stringify(settings) } }),
  read: readHeaderFooterSettings,
});

export const headerFooterOperation = toolOperation<HeaderFooterSettings, HeaderFooterFacts>('document', 'addHeaderFooter');
