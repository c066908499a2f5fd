// The pages as one web page, from the same reading as PDF to Word: headings (h1–h3), paragraphs
// reflowed across lines, bold and italic, bullet lists, code listings, tables, and pictures inline
// (PNG data: URLs), so the single file shows everything with nothing fetched.
import { base64Of } from './base64';
import { pageFlow, type ReadPage } from './page-flow';
import type { TextSpan } from './page-text';
import { paragraphPieces } from './paragraph-pieces';
import type { Paragraph } from './paragraphs';
import type { Table } from './tables';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `body { max-width: 48em; margin: 2em auto; padding: 0 1em; font-family: Georgia, serif; line-height: 1.5; }
table { border-collapse: collapse; margin: 1em 0; } th, td { border: 1px solid #999; padding: 0.25em 0.5em; }
pre { background: #f4f4f4; padding: 0.5em; overflow-x: auto; } img { max-width: 100%; height: auto; }`;

function styled(text: string, span: TextSpan): string {
  let html = escapeHtml(text);
  if (span.italic) html = `<em>${html}</em>`;
  if (span.bold) html = `<strong>${html}</strong>`;
  return html;
}

function paragraphHtml(paragraph: Paragraph): string {
  if (paragraph.preformatted) return `<pre>${paragraph.lines.map((line) => escapeHtml(line.text.replace(/\s+$/, ''))).join('\n')}</pre>`;
  const pieces = paragraphPieces(paragraph);
  if (paragraph.kind === 'heading') {
    const text = pieces.map(({ text: piece }) => piece).join('').replace(/\s+/g, ' ').trim();
    return text ? `<h${paragraph.level ?? 3}>${escapeHtml(text)}</h${paragraph.level ?? 3}>` : '';
  }
  const html = pieces.map(({ span, text }) => styled(text, span)).join('').trim();
  if (!html) return '';
  return paragraph.bullet ? `<li>${html}</li>` : `<p${paragraph.centred ? ' style="text-align:center"' : ''}>${html}</p>`;
}

function tableHtml(table: Table): string {
  const [header, ...rows] = table.rows;
  const cells = (row: string[], tag: 'th' | 'td') => `<tr>${row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
  return `<table><thead>${cells(header, 'th')}</thead><tbody>${rows.map((row) => cells(row, 'td')).join('')}</tbody></table>`;
}

export function htmlOf(pages: ReadPage[], body: number, title: string): string {
  const parts: string[] = [];
  pages.forEach((page, pageIndex) => {
    let pictures = 0;
    for (const item of pageFlow(page, body)) {
      if (item.kind === 'picture') {
        pictures += 1;
        const { width, height } = item.block.bbox;
        parts.push(`<p><img src="data:image/png;base64,${base64Of(item.block.image.png)}" width="${Math.round(width)}" height="${Math.round(height)}" alt="Picture ${pictures} of page ${pageIndex + 1}"></p>`);
      } else {
        const html = item.kind === 'table' ? tableHtml(item.table) : paragraphHtml(item.paragraph);
        if (html) parts.push(html);
      }
    }
  });
  // List items next to each other make one list.
  const joined = parts.join('\n').replace(/((?:<li>.*<\/li>\n?)+)/g, (items) => `<ul>\n${items.trimEnd()}\n</ul>\n`);
  return `<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n<style>\n${STYLE}\n</style>\n</head>\n<body>\n${joined}\n</body>\n</html>\n`;
}
