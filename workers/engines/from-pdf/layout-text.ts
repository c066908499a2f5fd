// A page's text with its layout, as `pdftotext -layout` writes it: every character placed in a grid of
// fixed-width columns by its position on the page, lines of the same height side by side on one row, so
// columns and tables keep their places in a plain text editor. Read from MuPDF's characters (page-text.ts).
import type { TextBlock, TextChar } from './page-text';

interface PlacedChar extends TextChar {
  baseline: number;
  size: number;
}

interface Row {
  baseline: number;
  size: number;
  chars: PlacedChar[];
}

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The page's text laid out in a grid: a word's column is its distance from the page's left text edge in
 * columns of a width every line fits (columnWidth); lines whose baselines lie within half a line of each other share
 * a row; a gap of several lines leaves blank rows (at most two: a page's white space is not the text's).
 */
export function layoutText(blocks: TextBlock[]): string {
  const chars: PlacedChar[] = blocks.flatMap((block) => block.lines.flatMap((line) =>
    line.spans.flatMap((span) => span.chars.map((char) => ({ ...char, baseline: line.baseline, size: span.size })))));
  // Every drawn character: a ligature's second letter has no width of its own, but it is text.
  const inked = chars.filter((char) => char.c.trim() !== '');
  if (inked.length === 0) return '';
  const pitch = columnWidth(blocks);
  // A loop, not Math.min(...): a page may hold more characters than a call takes arguments.
  const left = inked.reduce((least, char) => Math.min(least, char.x0), Number.POSITIVE_INFINITY);
  const rows = rowsOf(inked);
  const lineHeight = median(rows.slice(1).map((row, index) => row.baseline - rows[index].baseline).filter((gap) => gap > 0)) || median(rows.map((row) => row.size)) || 12;

  const lines: string[] = [];
  rows.forEach((row, index) => {
    if (index > 0) {
      const blank = Math.min(2, Math.round((row.baseline - rows[index - 1].baseline) / lineHeight) - 1);
      for (let count = 0; count < blank; count++) lines.push('');
    }
    lines.push(rowText(row, left, pitch));
  });
  return `${lines.join('\n')}\n`;
}

/**
 * The width of one column of the grid: narrow enough that nearly every line of the page fits the columns
 * its own width spans (the tenth percentile of the lines' widths per character), so text set in a
 * proportional font never runs into the column beside it.
 */
function columnWidth(blocks: TextBlock[]): number {
  const perCharacter = blocks.flatMap((block) => block.lines)
    .filter((line) => line.text.trim().length >= 10 && line.bbox.width > 0)
    .map((line) => line.bbox.width / line.text.length)
    .sort((a, b) => a - b);
  return perCharacter[Math.floor(perCharacter.length / 10)] ?? 5;
}

/** Lines on one baseline (within half a line) make one row, top to bottom. */
function rowsOf(chars: PlacedChar[]): Row[] {
  const rows: Row[] = [];
  for (const char of [...chars].sort((a, b) => a.baseline - b.baseline)) {
    const row = rows[rows.length - 1];
    if (row && char.baseline - row.baseline <= Math.min(row.size, char.size) * 0.5) row.chars.push(char);
    else rows.push({ baseline: char.baseline, size: char.size, chars: [char] });
  }
  return rows;
}

/**
 * One row's words, left to right. Words a space apart (a gap under most of an em) follow each other with
 * one space, as written; after a wider gap (a table's next column, the page's other column) a word goes
 * to the column of its position, so what stands in a column lines up from row to row. A word is written
 * whole (a proportional font's wide letters would otherwise open gaps inside it) and never overwrites
 * another.
 */
function rowText(row: Row, left: number, pitch: number): string {
  let text = '';
  let previous: { x1: number } | undefined;
  for (const word of wordsOf(row.chars, pitch)) {
    const column = Math.max(0, Math.round((word.x0 - left) / pitch));
    const spaced = previous !== undefined && word.x0 - previous.x1 < row.size * 0.8;
    text = text.padEnd(text.length === 0 ? column : spaced ? text.length + 1 : Math.max(column, text.length + 1), ' ') + word.text;
    previous = word;
  }
  return text.trimEnd();
}

/** Characters closer than a third of the typical width belong to one word. */
function wordsOf(chars: PlacedChar[], pitch: number): Array<{ x0: number; x1: number; text: string }> {
  const words: Array<{ x0: number; x1: number; text: string }> = [];
  for (const char of [...chars].sort((a, b) => a.x0 - b.x0)) {
    const word = words[words.length - 1];
    if (word && char.x0 - word.x1 <= pitch * 0.3) {
      word.text += char.c;
      word.x1 = Math.max(word.x1, char.x1);
    } else {
      words.push({ x0: char.x0, x1: char.x1, text: char.c });
    }
  }
  return words;
}
