import { pageWordsOf } from '../../api/page-words';
import type { PageWord } from '../../contract/page-words';
import { usePageAnswer } from './use-page-answer';

/** The words of the page on screen, fetched from the worker when `wanted` (a tool that selects text). */
export function usePageWords(file: File, pageNumber: number, wanted: boolean): PageWord[] | undefined {
  return usePageAnswer(pageWordsOf, file, pageNumber, wanted)?.words;
}
