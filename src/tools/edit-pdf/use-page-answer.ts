import { useEffect, useState } from 'react';

/**
 * An answer about the page on screen (its words, its text lines), fetched from the worker when
 * `wanted`. Without it a page is still shown: a failure only leaves its text unselectable or uneditable.
 */
export function usePageAnswer<Answer>(fetch: (file: File, pageNumber: number) => Promise<Answer>, file: File, pageNumber: number, wanted: boolean): Answer | undefined {
  const [state, setState] = useState<{ file: File; pageNumber: number; answer: Answer }>();
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    fetch(file, pageNumber).then((answer) => current && setState({ file, pageNumber, answer }), () => undefined);
    return () => {
      current = false;
    };
  }, [fetch, file, pageNumber, wanted]);
  return wanted && state?.file === file && state.pageNumber === pageNumber ? state.answer : undefined;
}
