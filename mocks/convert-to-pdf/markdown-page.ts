// Markdown and plain text become a web page for the HTML → PDF path (sanitized there like any page):
// Markdown read by marked (CommonMark with GitHub's tables), plain text as paragraphs with its line
// breaks. Code in a monospace font, tables with their borders.
import { marked } from 'marked';

const STYLE = `body { font-family: "Liberation Serif", serif; }
pre, code { font-family: "Liberation Mono", monospace; }
pre { background: #f4f4f4; padding: 6pt; }
table { border-collapse: collapse; }
th, td { border: 1px solid #888888; padding: 3pt; }`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as paragraphs (blank lines between them), each line break kept. */
function textBody(text: string): string {
  return text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph.replace(/^\n+|\n+$/g, '')).replace(/\n/g, '<br>')}</p>`).join('\n');
}

export function isPlainText(name: string): boolean {
  return /\.txt$/i.test(name);
}

/** The page of a Markdown or text file, titled after it. */
export function markdownPage(name: string, text: string): string {
  const body = isPlainText(name) ? textBody(text) : marked.parse(text, { gfm: true, async: false });
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(name)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}
