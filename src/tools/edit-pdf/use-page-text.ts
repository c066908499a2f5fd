import { pageTextOf } from '../../api/page-text';
import type { PageTextAnswer } from '../../contract/page-text';
import { usePageAnswer } from './use-page-answer';

/** The text lines of the page on screen, fetched when `wanted` (the Edit text tool, or changes to show). */
export function usePageText(file: File, pageNumber: number, wanted: boolean): PageTextAnswer | undefined {
  return usePageAnswer(pageTextOf, file, pageNumber, wanted);
}
