// @vitest-environment happy-dom
// Each route names its tab and describes itself for search engines; the home page's words are written
// twice (index.html for crawlers that do not run the app, home-meta.ts for the app), so they must agree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentMeta } from '../../src/components/use-document-meta';
import { HOME_DESCRIPTION, HOME_TITLE } from '../../src/app/home-meta';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('useDocumentMeta', () => {
  it('sets the title and the meta description, and follows the route', () => {
    const { rerender } = renderHook(({ title, text }) => useDocumentMeta(title, text), {
      initialProps: { title: 'Merge PDF Files', text: 'Combine PDFs in the order you want.' },
    });
    expect(document.title).toBe('Merge PDF Files — Folio');
    expect(description()).toBe('Combine PDFs in the order you want.');

    rerender({ title: HOME_TITLE, text: HOME_DESCRIPTION });
    expect(document.title).toBe(`${HOME_TITLE} — Folio`);
    expect(description()).toBe(HOME_DESCRIPTION);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});

describe('index.html', () => {
  const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

  it('says what the home page says', () => {
    expect(/<title>(.*)<\/title>/.exec(html)?.[1]).toBe(`${HOME_TITLE} — Folio`);
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe(HOME_DESCRIPTION);
  });
});
