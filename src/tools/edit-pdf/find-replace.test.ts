import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { corpusFile, corpusDir } from '../../../test/fixtures/corpus';
import { pageText } from '../../../workers/engines/editor/page-text';
import type { PageTextLine } from '../../contract/page-text';
import type { TextEdit } from '../../contract/edit-pdf';
import { findMatches, patternOf, replacementChanges, type ReplaceQuery } from './find-replace';

const query = (changes: Partial<ReplaceQuery>): ReplaceQuery => ({ find: '', replace: '', wholeWords: false, matchCase: false, regex: false, ...changes });

const line = (index: number, text: string, refused?: PageTextLine['refused']): PageTextLine => ({
  index, block: 0, text, box: { x: 0, y: index * 12, width: 100, height: 10 }, baseline: index * 12 + 8, fontSize: 10, color: '#000000',
  fontName: 'Arimo', family: 'sans', bold: false, italic: false, ...(refused ? { refused } : {}),
});

function find(pages: Array<{ page: number; lines: PageTextLine[] }>, asked: ReplaceQuery, changes: TextEdit[] = []) {
  const pattern = patternOf(asked);
  if ('error' in pattern) throw new Error(pattern.error);
  return findMatches(pages, changes, pattern, asked);
}

describe('find and replace', () => {
  it('counts a word on every page of the corpus paper as often as pdftotext reads it', async () => {
    const file = corpusFile('multipage-text-tracemonkey-14p.pdf');
    const pages = [];
    for (let page = 1; page <= 14; page += 1) pages.push({ page, lines: (await pageText({ file, pageNumber: page })).lines });
    // Raw: in the order of the content, and without joining words hyphenated at a line's end (a match stays
    // in its line); page by page, as the tool reads them.
    const poppler = pages.map(({ page }) => execFileSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), `${corpusDir}multipage-text-tracemonkey-14p.pdf`, '-'], { encoding: 'utf8' })).join('\n');
    for (const word of ['trace', 'JavaScript', 'loop', 'the']) {
      const expected = (poppler.match(new RegExp(`(?<![\\p{L}\\p{N}_])${word}(?![\\p{L}\\p{N}_])`, 'gu')) ?? []).length;
      expect(find(pages, query({ find: word, wholeWords: true, matchCase: true })).matches, word).toHaveLength(expected);
    }
  });

  it('matches whole words only, with or without case, and regular expressions with their groups', () => {
    const pages = [{ page: 1, lines: [line(0, 'The garden and the Garden gardens.'), line(1, 'Call 0151 and 0161 now.')] }];
    expect(find(pages, query({ find: 'garden' })).matches).toHaveLength(3);
    expect(find(pages, query({ find: 'garden', wholeWords: true })).matches).toHaveLength(2);
    expect(find(pages, query({ find: 'garden', wholeWords: true, matchCase: true })).matches).toHaveLength(1);
    const numbers = find(pages, query({ find: '01(\\d)1', replace: '02$11', regex: true }));
    expect(numbers.matches.map((match) => match.replacement)).toEqual(['0251', '0261']);
    expect(replacementChanges(numbers.matches, [])).toEqual([{ page: 1, lines: [1], original: 'Call 0151 and 0161 now.', text: 'Call 0251 and 0261 now.' }]);
  });

  it('sees a match\'s context for lookbehind and lookahead, in the list and in the change', () => {
    const pages = [{ page: 1, lines: [line(0, 'Dear Mr. Smith and Ms. Smith,')] }];
    const result = find(pages, query({ find: '(?<=Mr\\. )Smith', replace: 'Jones', regex: true }));
    expect(result.matches.map((match) => [match.text, match.replacement])).toEqual([['Smith', 'Jones']]);
    expect(replacementChanges(result.matches, [])[0].text).toBe('Dear Mr. Jones and Ms. Smith,');
    const ahead = find(pages, query({ find: 'S(mith)(?=,)', replace: 'K$1', regex: true }));
    expect(ahead.matches.map((match) => match.replacement)).toEqual(['Kmith']);
  });

  it('says why a pattern is not one, and finds nothing in lines it cannot edit', () => {
    expect(patternOf(query({ find: '(unclosed', regex: true }))).toHaveProperty('error');
    expect(patternOf(query({ find: '(plain text', regex: false }))).toBeInstanceOf(RegExp);
    const result = find([{ page: 2, lines: [line(0, 'scan text', 'scanned'), line(1, 'real text')] }], query({ find: 'text' }));
    expect(result.matches).toHaveLength(1);
    expect(result.skipped).toBe(1);
  });

  it('replaces in a line\'s changed text, keeping its style, one change per line', () => {
    const pages = [{ page: 1, lines: [line(0, 'one two one')] }];
    const changes: TextEdit[] = [{ page: 1, lines: [0], original: 'one two one', text: 'one three one', style: { bold: true } }];
    const result = find(pages, query({ find: 'one', replace: '1' }), changes);
    expect(result.matches).toHaveLength(2);
    expect(replacementChanges(result.matches, changes)).toEqual([{ page: 1, lines: [0], original: 'one two one', text: '1 three 1', style: { bold: true } }]);
  });
});
