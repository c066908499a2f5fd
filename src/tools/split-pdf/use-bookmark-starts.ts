import { useFileAnswer } from '../../components/use-file-answer';
import { splitBookmarksCall, type BookmarkStart } from '../../contract/split-pdf';

/**
 * Where the one file's bookmarks start, read while Split by bookmarks is chosen; undefined until
 * known, or if the file could not be read (the split then says why).
 */
export function useBookmarkStarts(file: File | undefined, wanted: boolean): BookmarkStart[] | undefined {
  const state = useFileAnswer(splitBookmarksCall, wanted ? file : undefined);
  return state?.status === 'read' ? state.answer.starts : undefined;
}
