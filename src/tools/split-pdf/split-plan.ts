import { PageRangeError, parsePageRanges } from '../../contract/page-ranges';
import {
  bookmarkPartStarts, checkMaxMegabytes, equalPartsRule, maxMegabytesRule, splitEveryValue,
  type BookmarkLevel, type BookmarkStart, type SplitMode, type SplitSettings,
} from '../../contract/split-pdf';
import { BLANK_THRESHOLD, checkBlankThreshold } from '../../contract/blank-page-rule';
import { fitsRule, SettingsError } from '../../contract/setting-values';
import { splitTexts as text } from './texts';

/** The screen's settings as typed: numbers stay text until the call. */
export interface SplitForm {
  mode: SplitMode;
  range: string;
  every: string;
  level: BookmarkLevel;
  maxMegabytes: string;
  parts: string;
  threshold: string;
}

/** The form showing the call's settings (a step's, or the defaults). */
export function formOfSettings(settings: SplitSettings): SplitForm {
  return {
    mode: settings.mode, range: settings.range, every: String(settings.every), level: settings.level ?? 1,
    maxMegabytes: String(settings.maxMegabytes ?? ''), parts: String(settings.parts ?? ''), threshold: String(settings.threshold ?? ''),
  };
}

/** The call's settings from the form (a value the form refuses is sent as typed; the call is not made then). */
export function settingsOfForm(form: SplitForm): SplitSettings {
  return {
    ...form, every: splitEveryValue(form.every), maxMegabytes: Number(form.maxMegabytes), parts: Number(form.parts), threshold: Number(form.threshold),
  };
}

/**
 * What the screen can tell before the split: how many files it makes (unknown for size and blank
 * pages, which only the engine measures, and for bookmarks until they are read), or why the settings
 * cannot be used (a PDF without bookmarks among them).
 */
export function splitPlan(form: SplitForm, pageCount: number | undefined, bookmarks?: readonly BookmarkStart[]): { count?: number; error?: string } {
  switch (form.mode) {
    case 'every': return { count: pageCount && Math.ceil(pageCount / splitEveryValue(form.every)) };
    case 'odd-even': return { count: pageCount && Math.min(2, pageCount) };
    case 'bookmarks': return bookmarksPlan(form.level, bookmarks);
    case 'blank': return thresholdError(form.threshold);
    case 'size': return sizeError(form.maxMegabytes);
    case 'equal': return equalPlan(Number(form.parts), pageCount);
    case 'range': return rangePlan(form.range, pageCount);
  }
}

function bookmarksPlan(level: BookmarkLevel, bookmarks: readonly BookmarkStart[] | undefined): { count?: number; error?: string } {
  if (!bookmarks) return {};
  const count = bookmarkPartStarts(bookmarks, level).length;
  if (count > 0) return { count };
  return { error: bookmarks.length === 0 ? text.noBookmarks : text.noBookmarksAtLevel };
}

function thresholdError(threshold: string): { error?: string } {
  try {
    checkBlankThreshold(threshold);
    return {};
  } catch (error) {
    if (error instanceof SettingsError) return { error: text.thresholdInvalid(BLANK_THRESHOLD.min, BLANK_THRESHOLD.max) };
    throw error;
  }
}

function sizeError(megabytes: string): { error?: string } {
  try {
    checkMaxMegabytes(megabytes.trim() === '' ? Number.NaN : Number(megabytes));
    return {};
  } catch (error) {
    if (error instanceof SettingsError) return { error: text.sizeInvalid(maxMegabytesRule.min, maxMegabytesRule.max) };
    throw error;
  }
}

function equalPlan(parts: number, pageCount: number | undefined): { count?: number; error?: string } {
  if (!fitsRule(parts, equalPartsRule)) return { error: text.partsInvalid(equalPartsRule.min, equalPartsRule.max) };
  if (pageCount !== undefined && parts > pageCount) return { error: text.tooManyParts(pageCount, parts) };
  return { count: parts };
}

/** How many files the ranges make, or the parser's message for a range that cannot be used. */
function rangePlan(range: string, pageCount: number | undefined): { count?: number; error?: string } {
  // Nothing typed yet is not a mistake: the screen asks for ranges instead of showing an error.
  if (range.trim() === '' || pageCount === undefined) return {};
  try {
    return { count: parsePageRanges(range, pageCount).length };
  } catch (error) {
    if (error instanceof PageRangeError) return { error: error.message };
    throw error;
  }
}
