// The words of one page with their boxes, in MuPDF's reading order, for selecting text in the
// editor's view. The file is read in place (the preview's Blob), and only the asked page is walked.
import { pageWordsOperation, type PageWord, type PageWordsAnswer, type PageWordsRequest } from '../../../src/contract/page-words';
import { implement } from '../../runtime/operations';
import { readPreviewPage } from './preview-page';
import { pagePlaceOf } from './page-place';
import { boxOfChars, pageLines, type LineChar } from './page-lines';

const SPACE = /\s/u;

/** A line's characters cut into words at its spaces (MuPDF adds a space where a gap stands for one). */
function wordsOf(line: LineChar[]): LineChar[][] {
  const words: LineChar[][] = [];
  let word: LineChar[] = [];
  for (const char of line) {
    if (SPACE.test(char.char)) {
      if (word.length > 0) words.push(word);
      word = [];
    } else {
      word.push(char);
    }
  }
  if (word.length > 0) words.push(word);
  return words;
}

export const pageWords = implement(pageWordsOperation, ({ file, pageNumber }: PageWordsRequest): Promise<PageWordsAnswer> => readPreviewPage(file, pageNumber, (page) => {
  const place = pagePlaceOf(page);
  const words: PageWord[] = [];
  let line = 0;
  for (const chars of pageLines(page)) {
    const found = wordsOf(chars);
    if (found.length === 0) continue;
    for (const word of found) words.push({ text: word.map(({ char }) => char).join(''), box: boxOfChars(word, place), line });
    line += 1;
  }
  return { words };
}));
