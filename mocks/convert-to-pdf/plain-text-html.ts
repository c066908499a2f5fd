// Text written as HTML for the HTML → PDF path (Markdown notes, e-mails): escaped, in paragraphs, its
// line breaks kept; and the pages' one style sheet.

/** Serif text, code in a monospace font, tables with their borders. */
export const PAGE_STYLE = `body { font-family: "Liberation Serif", serif; }
pre, code { font-family: "Liberation Mono", monospace; }
pre { background: #f4f4f4; padding: 6pt; }
table { border-collapse: collapse; }
th, td { border: 1px solid #888888; padding: 3pt; }`;

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as paragraphs (blank lines between them), each line break kept. */
export function textBody(text: string): string {
  return text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph.replace(/^\n+|\n+$/g, '')).replace(/\n/g, '<br>')}</p>`).join('\n');
}
