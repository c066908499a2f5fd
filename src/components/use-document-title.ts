import { useEffect } from 'react';

/** Names the browser tab after the page, e.g. "Merge PDF Files — Folio". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — Folio`;
  }, [title]);
}
