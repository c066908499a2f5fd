// GET /api/previews/{id}/pages/{n}/words: the words of one page, asked for only when a screen shows
// that page and lets the person select text, and kept for as long as the file is (a few kilobytes a page).
import { apiJson } from './api-request';
import { holdPreview, letPreviewGo } from './previews';
import { pageWordsPath, type PageWordsAnswer } from '../contract/page-words';

const fetched = new WeakMap<File, Map<number, Promise<PageWordsAnswer>>>();

async function fetchPageWords(file: File, pageNumber: number): Promise<PageWordsAnswer> {
  // The page's image holds the same preview, so the file is not sent again.
  const { id } = await holdPreview(file);
  try {
    return await apiJson<PageWordsAnswer>(pageWordsPath(id, pageNumber));
  } finally {
    letPreviewGo(file);
  }
}

/** The words of a page of the file, fetched once (a failed fetch is asked again next time). */
export function pageWordsOf(file: File, pageNumber: number): Promise<PageWordsAnswer> {
  let pages = fetched.get(file);
  if (!pages) {
    pages = new Map();
    fetched.set(file, pages);
  }
  let words = pages.get(pageNumber);
  if (!words) {
    const asked = fetchPageWords(file, pageNumber);
    asked.catch(() => pages.get(pageNumber) === asked && pages.delete(pageNumber));
    pages.set(pageNumber, asked);
    words = asked;
  }
  return words;
}
