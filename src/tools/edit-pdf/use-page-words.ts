import { useEffect, useState } from 'react';
import { pageWordsOf } from '../../api/page-words';
import type { PageWord } from '../../contract/page-words';

/** The words of the page on screen, fetched from the worker when `wanted` (a tool that selects text). */
export function usePageWords(file: File, pageNumber: number, wanted: boolean): PageWord[] | undefined {
  const [state, setState] = useState<{ file: File; pageNumber: number; words: PageWord[] }>();
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    // Without its words a page is still edited as before: a failure only leaves text unselectable.
    pageWordsOf(file, pageNumber).then(({ words }) => current && setState({ file, pageNumber, words }), () => undefined);
    return () => {
      current = false;
    };
  }, [file, pageNumber, wanted]);
  return wanted && state?.file === file && state.pageNumber === pageNumber ? state.words : undefined;
}
