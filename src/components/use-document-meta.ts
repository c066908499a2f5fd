import { useEffect } from 'react';

/**
 * Names the browser tab after the page ("Merge PDF Files — Folio") and describes it for search
 * engines: the app is one HTML page, so each route sets what index.html can only say for the home page.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} — Folio`;
    descriptionElement().content = description;
  }, [title, description]);
}

function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}
