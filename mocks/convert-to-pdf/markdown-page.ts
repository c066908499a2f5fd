// Markdown and plain text become a web page for the HTML → PDF path (sanitized there like any page):
// Markdown read by marked (CommonMark with GitHub's tables), plain text as paragraphs with its line
// breaks. Code in a monospace font, tables with their borders.
import { marked } from 'marked';
import { escapeHtml, PAGE_STYLE, textBody } from './plain-text-html';

export function isPlainText(name: string): boolean {
  return /\.txt$/i.test(name);
}

/** The page of a Markdown or text file, titled after it. */
export function markdownPage(name: string, text: string): string {
  const body = isPlainText(name) ? textBody(text) : marked.parse(text, { gfm: true, async: false });
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(name)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;
}
