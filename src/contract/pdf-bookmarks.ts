// Bookmarks (the PDF outline): POST /api/pdf-bookmarks/read (the file's bookmarks as a tree),
// POST /api/pdf-bookmarks/headings (a tree made from the headings MuPDF finds by font size and
// weight) and POST /api/pdf-bookmarks with the edited tree as JSON (the file with that outline).
// The same JSON is what the screen exports and imports.
import { defineCall, filesOnlyCall, ONE_PDF_FILE, type NoSettings, type SettingsSource } from './api-call';
import { toolOperation, type NoFacts } from './engine-job';
import type { ResultItem } from './results';
import { SettingsError } from './setting-values';

/** One bookmark and the bookmarks nested under it. */
export interface BookmarkNode {
  title: string;
  /** 1-based page it leads to; null for a bookmark that leads nowhere in the file (a heading, a web link). */
  page: number | null;
  /** The web address it opens instead of a page (kept as it was read). */
  uri?: string;
  children: BookmarkNode[];
  /** Its text colour as viewers show it, `#rrggbb`; absent: the viewer's own. */
  color?: string;
  bold?: boolean;
  italic?: boolean;
  /** Its children shown when the file opens. */
  open?: boolean;
}

export interface BookmarksAnswer {
  bookmarks: BookmarkNode[];
  pageCount: number;
}

/** What an exported bookmarks file holds: the tree, named by its schema. */
export const BOOKMARKS_SCHEMA_ID = 'urn:folio:bookmarks:1';
export interface BookmarksFile {
  $schema: typeof BOOKMARKS_SCHEMA_ID;
  bookmarks: BookmarkNode[];
}

/** Far past any real document (10,000 bookmarks must stay usable), short of a file made to exhaust memory. */
export const BOOKMARK_LIMITS = { count: 100_000, depth: 32, titleLength: 2_000 } as const;
const COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The tree, checked: every title text, every page a whole number from 1 (or null), colours as
 * `#rrggbb`, and the limits kept. Throws SettingsError naming the first bookmark that is not.
 * `pageCount`, when known, also refuses pages the file does not have.
 */
export function checkBookmarks(value: unknown, pageCount?: number): BookmarkNode[] {
  let count = 0;
  const check = (nodes: unknown, depth: number, path: string): BookmarkNode[] => {
    if (!Array.isArray(nodes)) throw new SettingsError(`${path || 'The bookmarks'} must be a list.`);
    if (depth > BOOKMARK_LIMITS.depth) throw new SettingsError(`Bookmarks may be nested at most ${BOOKMARK_LIMITS.depth} levels deep.`);
    return nodes.map((node: unknown, index) => {
      count += 1;
      if (count > BOOKMARK_LIMITS.count) throw new SettingsError(`A file may have at most ${BOOKMARK_LIMITS.count.toLocaleString('en')} bookmarks.`);
      const where = `Bookmark ${path ? `${path}.` : ''}${index + 1}`;
      if (typeof node !== 'object' || node === null) throw new SettingsError(`${where} is not a bookmark.`);
      const { title, page, children = [], uri, color, bold, italic, open } = node as Record<string, unknown>;
      if (typeof title !== 'string') throw new SettingsError(`${where} has no title.`);
      if (title.length > BOOKMARK_LIMITS.titleLength) throw new SettingsError(`${where}'s title is longer than ${BOOKMARK_LIMITS.titleLength} characters.`);
      if (page !== null && (typeof page !== 'number' || !Number.isInteger(page) || page < 1)) throw new SettingsError(`${where}'s page must be a whole number from 1.`);
      if (page !== null && pageCount !== undefined && page > pageCount) {
        throw new SettingsError(`${where} (“${title}”) leads to page ${page}, but the file has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`);
      }
      if (uri !== undefined && typeof uri !== 'string') throw new SettingsError(`${where}'s web address must be text.`);
      if (color !== undefined && (typeof color !== 'string' || !COLOR.test(color))) throw new SettingsError(`${where}'s colour must be written #rrggbb.`);
      for (const [name, flag] of Object.entries({ bold, italic, open })) {
        if (flag !== undefined && typeof flag !== 'boolean') throw new SettingsError(`${where}'s ${name} must be true or false.`);
      }
      const checked: BookmarkNode = { title, page: page as number | null, children: check(children, depth + 1, `${path ? `${path}.` : ''}${index + 1}`) };
      if (typeof uri === 'string' && uri !== '' && page === null) checked.uri = uri;
      if (color !== undefined) checked.color = (color as string).toLowerCase();
      if (bold) checked.bold = true;
      if (italic) checked.italic = true;
      if (open) checked.open = true;
      return checked;
    });
  };
  return check(value, 1, '');
}

/** How many bookmarks the tree holds, nested ones included. */
export function countBookmarks(nodes: readonly BookmarkNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countBookmarks(node.children), 0);
}

/** An exported or hand-written bookmarks file (or a bare list) read back as a checked tree. */
export function parseBookmarksFile(text: string): BookmarkNode[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new SettingsError('This file is not JSON: export bookmarks from Folio, or write them in the same form.');
  }
  const list = Array.isArray(value) ? value : (value as Partial<BookmarksFile> | null)?.bookmarks;
  if (!Array.isArray(list)) throw new SettingsError('This JSON has no "bookmarks" list.');
  return checkBookmarks(list);
}

export function bookmarksFile(bookmarks: BookmarkNode[]): BookmarksFile {
  return { $schema: BOOKMARKS_SCHEMA_ID, bookmarks };
}

export interface BookmarksSettings {
  bookmarks: BookmarkNode[];
}

function readBookmarksSettings({ form }: SettingsSource): BookmarksSettings {
  const field = form.get('bookmarks');
  if (typeof field !== 'string') throw new SettingsError('The bookmarks field is missing.');
  let value: unknown;
  try {
    value = JSON.parse(field);
  } catch {
    throw new SettingsError('The bookmarks field is not valid JSON.');
  }
  return { bookmarks: checkBookmarks(value) };
}

/** A file with new bookmarks is named after it: report.pdf → report-bookmarks.pdf. */
export const BOOKMARKS_SUFFIX = 'bookmarks';

export const readBookmarksCall = filesOnlyCall<BookmarksAnswer>({ path: '/api/pdf-bookmarks/read', files: ONE_PDF_FILE });
export const readBookmarksOperation = toolOperation<NoSettings, BookmarksAnswer>('document', 'readBookmarks');

export const headingBookmarksCall = filesOnlyCall<BookmarksAnswer>({ path: '/api/pdf-bookmarks/headings', files: ONE_PDF_FILE });
export const headingBookmarksOperation = toolOperation<NoSettings, BookmarksAnswer>('document', 'headingBookmarks');

/** The tree travels as JSON beside the file: 10,000 bookmarks do not fit a query. */
export const saveBookmarksCall = defineCall<BookmarksSettings, ResultItem[]>({
  path: '/api/pdf-bookmarks',
  files: ONE_PDF_FILE,
  defaults: { bookmarks: [] },
  write: ({ bookmarks }) => ({ query: {}, fields: { bookmarks: JSON.stringify(bookmarks) } }),
  read: readBookmarksSettings,
});
export const saveBookmarksOperation = toolOperation<BookmarksSettings, NoFacts>('document', 'saveBookmarks');
