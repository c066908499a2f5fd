// GET /api/previews/{id}/pages/{n}/…: an answer about one page (its words, its text lines), asked
// for only when a screen shows that page and needs it, and kept for as long as the file is (a few
// kilobytes a page). The page's image holds the same preview, so the file is not sent again.
import { apiJson } from './api-request';
import { holdPreview, letPreviewGo } from './previews';

/** A fetcher of one kind of page answer: each page of each file fetched once (a failed fetch is asked again next time). */
export function pageAnswers<Answer>(pathOf: (previewId: string, pageNumber: number) => string): (file: File, pageNumber: number) => Promise<Answer> {
  const fetched = new WeakMap<File, Map<number, Promise<Answer>>>();
  const fetchAnswer = async (file: File, pageNumber: number) => {
    const { id } = await holdPreview(file);
    try {
      return await apiJson<Answer>(pathOf(id, pageNumber));
    } finally {
      letPreviewGo(file);
    }
  };
  return (file, pageNumber) => {
    let pages = fetched.get(file);
    if (!pages) {
      pages = new Map();
      fetched.set(file, pages);
    }
    let answer = pages.get(pageNumber);
    if (!answer) {
      const asked = fetchAnswer(file, pageNumber);
      asked.catch(() => pages.get(pageNumber) === asked && pages.delete(pageNumber));
      pages.set(pageNumber, asked);
      answer = asked;
    }
    return answer;
  };
}
