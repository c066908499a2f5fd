// The pages as Markdown (CommonMark with GitHub's pipe tables), from the same reading as PDF to Word:
// paragraphs reflowed across lines, headings by size and weight (#, ##, ###), bullet lists, code
// listings as fenced blocks, tables as pipe tables, bold and italic, and pictures as PNG files beside
// the text, linked where they stood.
import { pageFlow, type ReadPage } from './page-flow';
import type { TextSpan } from './page-text';
import { paragraphPieces } from './paragraph-pieces';
import type { Paragraph } from './paragraphs';
import type { Table } from './tables';

export interface MarkdownFiles {
  markdown: string;
  /** Pictures, named as the text links them (`images/…png`). */
  images: Array<{ name: string; png: Uint8Array }>;
}

/** Characters Markdown would read as markup at the start of a line or inside it. */
const escapeInline = (text: string) => text.replace(/([\\`*_[\]<>|])/g, '\\$1');
const escapeLineStart = (text: string) => text.replace(/^(\s*)([#>+-]|\d+[.)])(?=\s)/, '$1\\$2');

/** A run of pieces in one style, marked: **bold**, *italic*, ***both***; spaces stay outside the marks. */
function styled(text: string, span: TextSpan): string {
  const mark = span.bold && span.italic ? '***' : span.bold ? '**' : span.italic ? '*' : '';
  if (!mark || text.trim() === '') return escapeInline(text);
  const [, before, core, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  return `${before}${mark}${escapeInline(core)}${mark}${after}`;
}

function inlineText(paragraph: Paragraph): string {
  // Neighbouring pieces of one style are marked once: "**a bold phrase**", not "**a** **bold**".
  const runs: Array<{ span: TextSpan; text: string }> = [];
  for (const piece of paragraphPieces(paragraph)) {
    const last = runs.at(-1);
    if (last && Boolean(last.span.bold) === Boolean(piece.span.bold) && Boolean(last.span.italic) === Boolean(piece.span.italic)) last.text += piece.text;
    else runs.push({ ...piece });
  }
  return escapeLineStart(runs.map(({ span, text }) => styled(text, span)).join('').replace(/\s+/g, ' ').trim());
}

function paragraphMarkdown(paragraph: Paragraph): string {
  if (paragraph.preformatted) return ['```', ...paragraph.lines.map((line) => line.text.replace(/\s+$/, '')), '```'].join('\n');
  const text = inlineText(paragraph);
  if (!text) return '';
  // A heading's own weight is its level's: no bold marks inside it.
  if (paragraph.kind === 'heading') return `${'#'.repeat(paragraph.level ?? 3)} ${text.replace(/\*\*\*?|(?<!\\)\*/g, '')}`;
  if (paragraph.bullet) return `- ${text}`;
  return text;
}

function tableMarkdown(table: Table): string {
  const width = Math.max(...table.rows.map((row) => row.length));
  const cell = (text: string | undefined) => escapeInline((text ?? '').replace(/\s+/g, ' ').trim());
  const row = (cells: string[]) => `| ${Array.from({ length: width }, (_, index) => cell(cells[index])).join(' | ')} |`;
  const [header, ...rest] = table.rows;
  return [row(header), `|${' --- |'.repeat(width)}`, ...rest.map(row)].join('\n');
}

const HEADING = /^(#{1,3}) (.*)$/;
const SECTION_NUMBER = /^(\d+(\.\d+)*\.?|[A-Z]\.|[IVX]+\.)$/;

/**
 * A heading set on two lines comes out as two headings of one level: they are one when the first is a
 * section number ("1." then "Introduction") or stops without a sentence's end (a title wrapped).
 */
function joinWrappedHeadings(parts: string[]): string[] {
  const joined: string[] = [];
  for (const part of parts) {
    const previous = HEADING.exec(joined.at(-1) ?? '');
    const current = HEADING.exec(part);
    if (previous && current && previous[1] === current[1] && (SECTION_NUMBER.test(previous[2]) || !/[.:!?]$/.test(previous[2]))) {
      joined[joined.length - 1] = `${previous[1]} ${previous[2]} ${current[2]}`;
    } else {
      joined.push(part);
    }
  }
  return joined;
}

/** The pages as one Markdown text, a blank line between blocks, and the pictures it links. */
export function markdownOf(pages: ReadPage[], body: number, stem: string): MarkdownFiles {
  const parts: string[] = [];
  const images: MarkdownFiles['images'] = [];
  pages.forEach((page, pageIndex) => {
    let pictures = 0;
    for (const item of pageFlow(page, body)) {
      if (item.kind === 'picture') {
        pictures += 1;
        const name = `images/${stem}-page-${pageIndex + 1}-${pictures}.png`;
        images.push({ name, png: item.block.image.png });
        parts.push(`![Picture ${pictures} of page ${pageIndex + 1}](${encodeURI(name)})`);
      } else {
        const text = item.kind === 'table' ? tableMarkdown(item.table) : paragraphMarkdown(item.paragraph);
        if (text) parts.push(text);
      }
    }
  });
  const joined = joinWrappedHeadings(parts);
  // Consecutive list items form one list: no blank line between them.
  const markdown = joined.reduce((text, part, index) => {
    if (index === 0) return part;
    const together = part.startsWith('- ') && joined[index - 1].startsWith('- ');
    return `${text}${together ? '\n' : '\n\n'}${part}`;
  }, '');
  return { markdown: `${markdown}\n`, images };
}
