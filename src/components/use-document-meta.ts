import { createContext, useContext, useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description: string;
}

/**
 * Set only while a page is prerendered at build time (src/app/prerender.tsx), where effects do not
 * run: the page's title and description are written into its HTML file instead.
 */
export const PrerenderMetaContext = createContext<((meta: DocumentMeta) => void) | null>(null);

/**
 * Names the browser tab after the page ("Merge PDF Files — Folio") and describes it for search
 * engines: each route's prerendered HTML carries its own, and the app keeps them right as it navigates.
 */
export function useDocumentMeta(title: string, description: string): void {
  useContext(PrerenderMetaContext)?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    descriptionElement().content = description;
  }, [title, description]);
}

function documentTitle(title: string): string {
  return `${title} — Folio`;
}

function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}
