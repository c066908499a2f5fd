// Bookmarks from a document's headings: MuPDF's structured text gives each line's characters with
// their font and size; lines set larger than the body text (or bold and a little larger) are
// headings, their sizes ranked into up to three levels. A title wrapped over two lines is one heading.
import type { PDFPage } from 'mupdf';
import type { NoSettings } from '../../../src/contract/api-call';
import { onlyFile, type EngineJob, type EngineResult } from '../../../src/contract/engine-job';
import type { ProgressCallback } from '../../../src/contract/errors';
import { readNamedPdf } from '../../../src/contract/named-file';
import { headingBookmarksOperation, type BookmarkNode, type BookmarksAnswer } from '../../../src/contract/pdf-bookmarks';
import { implement } from '../../runtime/operations';
import type { MupdfPdf } from './open-mupdf';
import { readWithMupdf } from './read-with-mupdf';

/** A line of text as set on its page. */
export interface SetLine {
  page: number;
  text: string;
  /** The size most of its characters are set in, rounded to half a point. */
  size: number;
  bold: boolean;
}

/** Larger than this share of the body size: a heading whatever its weight. */
const HEADING_SHARE = 1.2;
/** Bold and at least this share: a run-in heading set a little larger. */
const BOLD_HEADING_SHARE = 1.08;
const MAX_HEADING_LENGTH = 150;
const LEVELS = 3;
const BOLD_NAME = /bold|black|heavy|semibold|demi/i;

/** Every page's lines, in reading order. */
export function setLines({ doc, pageCount }: MupdfPdf, onProgress?: ProgressCallback): SetLine[] {
  const lines: SetLine[] = [];
  for (let index = 0; index < pageCount; index += 1) {
    const page = doc.loadPage(index) as PDFPage;
    try {
      lines.push(...pageLines(page, index + 1));
    } finally {
      page.destroy();
    }
    onProgress?.(index + 1, pageCount);
  }
  return lines;
}

function pageLines(page: PDFPage, pageNumber: number): SetLine[] {
  const lines: SetLine[] = [];
  let text = '';
  let sizes = new Map<number, number>();
  let boldChars = 0;
  let chars = 0;
  const structured = page.toStructuredText('preserve-whitespace');
  try {
    structured.walk({
      beginLine: () => {
        text = '';
        sizes = new Map();
        boldChars = 0;
        chars = 0;
      },
      onChar: (char, _origin, font, size) => {
        text += char;
        if (!char.trim()) return;
        const rounded = Math.round(size * 2) / 2;
        sizes.set(rounded, (sizes.get(rounded) ?? 0) + 1);
        chars += 1;
        if (font.isBold() || BOLD_NAME.test(font.getName())) boldChars += 1;
      },
      endLine: () => {
        if (chars === 0) return;
        const size = [...sizes.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
        lines.push({ page: pageNumber, text: text.replace(/\s+/g, ' ').trim(), size, bold: boldChars * 2 > chars });
      },
    });
  } finally {
    structured.destroy();
  }
  return lines;
}

/** The size most characters are set in: the body text. */
function bodySize(lines: readonly SetLine[]): number {
  const weights = new Map<number, number>();
  for (const line of lines) weights.set(line.size, (weights.get(line.size) ?? 0) + line.text.length);
  return [...weights.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

function isHeading(line: SetLine, body: number): boolean {
  if (line.text.length < 2 || line.text.length > MAX_HEADING_LENGTH || !/\p{L}/u.test(line.text)) return false;
  return line.size >= body * HEADING_SHARE || (line.bold && line.size >= body * BOLD_HEADING_SHARE);
}

/** The headings as a tree: the largest size level 1, the next level 2, the rest level 3. */
export function headingTree(lines: readonly SetLine[]): BookmarkNode[] {
  const body = bodySize(lines);
  const headings: SetLine[] = [];
  let previous: SetLine | undefined;
  for (const line of lines) {
    const heading = isHeading(line, body);
    // A title wrapped onto the next line: same page, same size and weight, straight after it.
    if (heading && previous && previous.page === line.page && previous.size === line.size && previous.bold === line.bold) {
      headings[headings.length - 1] = { ...headings[headings.length - 1], text: `${headings[headings.length - 1].text} ${line.text}` };
    } else if (heading) {
      headings.push(line);
    }
    previous = heading ? line : undefined;
  }
  const ranked = [...new Set(headings.map((line) => line.size))].sort((a, b) => b - a);
  const levelOf = (size: number) => Math.min(LEVELS, ranked.indexOf(size) + 1);
  const roots: BookmarkNode[] = [];
  const open: Array<{ level: number; node: BookmarkNode }> = [];
  for (const heading of headings) {
    const level = levelOf(heading.size);
    while (open.length > 0 && open[open.length - 1].level >= level) open.pop();
    const node: BookmarkNode = { title: heading.text, page: heading.page, children: [] };
    (open.length > 0 ? open[open.length - 1].node.children : roots).push(node);
    open.push({ level, node });
  }
  return roots;
}

/** Bookmarks made from the headings, for the editor to show before anything is saved. */
export const headingBookmarks = implement(headingBookmarksOperation, async (job: EngineJob<NoSettings>, onProgress?: ProgressCallback): Promise<EngineResult<BookmarksAnswer>> => {
  const file = await readNamedPdf(onlyFile(job));
  return readWithMupdf(file, (pdf) => ({ outputs: [], facts: { bookmarks: headingTree(setLines(pdf, onProgress)), pageCount: pdf.pageCount } }));
});
