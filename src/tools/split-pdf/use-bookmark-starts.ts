import { useEffect, useState } from 'react';
import { callApi } from '../../api/call-api';
import { splitBookmarksCall, type BookmarkStart } from '../../contract/split-pdf';

/**
 * Where the one file's bookmarks start, asked once per file when Split by bookmarks is chosen;
 * undefined until known, or if the file could not be read (the split then says why).
 */
export function useBookmarkStarts(file: File | undefined, wanted: boolean): BookmarkStart[] | undefined {
  const [state, setState] = useState<{ for?: File; starts?: BookmarkStart[] }>({});
  const known = state.for === file && state.starts !== undefined;
  useEffect(() => {
    if (!file || !wanted || known) return;
    const controller = new AbortController();
    callApi(splitBookmarksCall, [file], {}, { signal: controller.signal }).then(
      ({ answer }) => setState({ for: file, starts: answer.starts }),
      () => undefined,
    );
    return () => controller.abort();
  }, [file, wanted, known]);
  return state.for === file ? state.starts : undefined;
}
