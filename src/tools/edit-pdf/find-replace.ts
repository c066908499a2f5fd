// Find and replace over the text lines of a document's pages: every match listed first (the person
// sees each one before anything changes), then one change per line that has matches. A match stays
// within a line, as the words of a PDF are laid out line by line.
import type { TextEdit } from '../../contract/edit-pdf';
import type { PageTextLine } from '../../contract/page-text';
import { changeOfLine, currentText } from './text-changes';

export interface ReplaceQuery {
  find: string;
  replace: string;
  wholeWords: boolean;
  matchCase: boolean;
  /** `find` is a regular expression, and `replace` may name its groups ($1, $<name>). */
  regex: boolean;
}

export interface Match {
  page: number;
  line: PageTextLine;
  /** The line's current text (its change's, once changed), and where the match is in it. */
  lineText: string;
  start: number;
  end: number;
  text: string;
  replacement: string;
}

export interface FindResult {
  matches: Match[];
  /** Matches on lines the tool cannot edit (a scan's hidden text, vertical lines…), left alone. */
  skipped: number;
}

/** The query as a pattern, or the reason it is not one (a regular expression that does not compile). */
export function patternOf(query: ReplaceQuery): RegExp | { error: string } {
  if (query.find === '') return { error: 'empty' };
  const source = query.regex ? query.find : query.find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const bounded = query.wholeWords ? `(?<![\\p{L}\\p{N}_])(?:${source})(?![\\p{L}\\p{N}_])` : source;
  try {
    return new RegExp(bounded, `gu${query.matchCase ? '' : 'i'}`);
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Every match on the pages' lines, in page and reading order. */
export function findMatches(pages: Array<{ page: number; lines: PageTextLine[] }>, changes: TextEdit[], pattern: RegExp, query: ReplaceQuery): FindResult {
  const matches: Match[] = [];
  let skipped = 0;
  for (const { page, lines } of pages) {
    for (const line of lines) {
      // A line rewritten as part of a paragraph is searched no more: the paragraph is one change.
      const change = changeOfLine(changes, page, line.index);
      if (change && change.lines.length > 1) continue;
      const text = currentText(changes, page, line);
      for (const found of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
        if (found[0] === '') continue;
        if (line.refused) {
          skipped += 1;
          continue;
        }
        matches.push({ page, line, lineText: text, start: found.index!, end: found.index! + found[0].length, text: found[0], replacement: replacementAt(text, found.index!, found[0].length, pattern, query) });
      }
    }
  }
  return { matches, skipped };
}

/**
 * What one match becomes: the pattern run again where it matched, with the whole line around it (so a
 * lookbehind or lookahead still sees its context), and its groups ($1, $<name>) filled in.
 */
function replacementAt(text: string, start: number, length: number, pattern: RegExp, query: ReplaceQuery): string {
  if (!query.regex) return query.replace;
  const sticky = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
  sticky.lastIndex = start;
  const replaced = text.replace(sticky, query.replace);
  return replaced.slice(start, replaced.length - (text.length - start - length));
}

/** One change per line with matches: the line's current text (each match's own) with each match replaced. */
export function replacementChanges(matches: Match[], changes: TextEdit[]): TextEdit[] {
  const byLine = new Map<string, Match[]>();
  for (const match of matches) {
    const key = `${match.page}:${match.line.index}`;
    byLine.set(key, [...(byLine.get(key) ?? []), match]);
  }
  return [...byLine.values()].map((found) => {
    const { page, line, lineText: text } = found[0];
    let replaced = '';
    let at = 0;
    for (const match of [...found].sort((a, b) => a.start - b.start)) {
      replaced += text.slice(at, match.start) + match.replacement;
      at = match.end;
    }
    replaced += text.slice(at);
    const style = changeOfLine(changes, page, line.index)?.style;
    return { page, lines: [line.index], original: line.text, text: replaced, ...(style ? { style } : {}) };
  });
}
