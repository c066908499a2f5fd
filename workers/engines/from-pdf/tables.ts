import type { TextBlock } from './page-text';
import type { PageRules } from './page-rules';
import { isLeadingCurrency, isValueText } from './cell-values';
import { sideStarts } from './table-sides';

// Tables found from where the text sits: words on one baseline make a row, words far apart are
// different cells, a run of rows with several short cells is a table, and its columns are the
// page's vertical rules where it has them, else the bands the values' cells line up in. A value
// (a number, a date, a nil dash) is a cell of its own even close to its label, and two statements
// printed side by side are two tables (table-sides.ts).

export interface Word { text: string; x0: number; x1: number; top: number; bottom: number; baseline: number; size: number }
interface Cell { text: string; x0: number; x1: number; words: Word[] }
interface Row { baseline: number; top: number; bottom: number; size: number; cells: Cell[]; words: Word[] }

export interface Table {
  /** Where the table sits on the page, in points. */
  x: number;
  y: number;
  right: number;
  bottom: number;
  /** Cell texts, row by row. */
  rows: string[][];
}

export interface PageTables {
  tables: Table[];
  /** The lines of text outside the tables, top to bottom. */
  otherLines: string[];
}

/** Cells are wider apart than this many times the font size; words within a cell are closer. */
const CELL_GAP = 1.2;
/** A value and the words beside it are different cells when wider apart than a space: this many times the font size. */
const VALUE_GAP = 0.6;
/** A section or note number ('1', '2.', '5.1') begins the heading after it, as in a table of contents. */
const LIST_NUMBER = /^\d{1,3}(\.\d{1,3})*\.?$/;
/** A table's rows are at most this many line heights apart. */
const ROW_GAP = 2.6;
/** Running text is not a table: cells of tables are short. */
const MAX_MEAN_CELL_LENGTH = 32;
/** A line of prose (long, many words) is no table cell, even beside another column. */
const isProse = (cell: { text: string }) => cell.text.length > 40 && cell.text.split(' ').length >= 6;

export function wordsOf(blocks: TextBlock[]): Word[] {
  const words: Word[] = [];
  for (const block of blocks) for (const line of block.lines) {
    let current: Word | undefined;
    for (const span of line.spans) for (const char of span.chars) {
      const gap = current ? char.x0 - current.x1 : 0;
      if (/\s/.test(char.c) || (current && gap > span.size * 0.25)) {
        if (current) words.push(current);
        current = undefined;
        if (/\s/.test(char.c)) continue;
      }
      if (!current) current = { text: '', x0: char.x0, x1: char.x1, top: span.bbox.y, bottom: span.bbox.y + span.bbox.height, baseline: line.baseline, size: span.size };
      current.text += char.c;
      current.x1 = Math.max(current.x1, char.x1);
    }
    if (current) words.push(current);
  }
  return words;
}

export function findTables(blocks: TextBlock[], rules: PageRules): PageTables {
  const rows = rowsOf(wordsOf(blocks), rules);
  const tables: Table[] = [];
  const sideBySide: SideBySide[] = [];
  const inTable = new Set<Row>();
  let run: Row[] = [];
  const closeRun = () => {
    const found = tableOf(run, rules);
    if (found.length > 0) {
      tables.push(...found);
      run.forEach((row) => inTable.add(row));
    }
    if (found.length > 1) sideBySide.push({ top: run[0].top, bottom: run.at(-1)!.bottom, lefts: found.slice(1).map((table) => table.x) });
    run = [];
  };
  for (const row of rows) {
    const previous = run.at(-1);
    const candidate = row.cells.length >= 2 && !row.cells.some(isProse);
    if (candidate && (!previous || row.baseline - previous.baseline <= ROW_GAP * Math.max(row.size, previous.size))) {
      run.push(row);
    } else {
      closeRun();
      if (candidate) run.push(row);
    }
  }
  closeRun();
  const otherLines = rows.filter((row) => !inTable.has(row)).flatMap((row) => linesOf(row, sideBySide));
  return { tables, otherLines };
}

/** Where statements stand side by side: the rows they span, and the left edge of each but the first. */
interface SideBySide { top: number; bottom: number; lefts: number[] }

/** A row of text just above or below statements side by side (their titles, their notes) is a line per statement. */
function linesOf(row: Row, sides: SideBySide[]): string[] {
  const reach = ROW_GAP * row.size;
  const lefts = sides.filter((side) => row.bottom >= side.top - reach && row.top <= side.bottom + reach).flatMap((side) => side.lefts);
  const lines: string[][] = [];
  row.cells.forEach((cell, index) => {
    const previous = row.cells[index - 1];
    const cut = previous && lefts.some((x) => previous.x1 < x && cell.x0 >= x - row.size);
    if (!previous || cut) lines.push([cell.text]);
    else lines.at(-1)!.push(cell.text);
  });
  return lines.map((texts) => texts.join(' '));
}

function rowsOf(words: Word[], rules: PageRules): Row[] {
  const rows: Row[] = [];
  for (const word of [...words].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0)) {
    const row = rows.find((candidate) => Math.abs(candidate.baseline - word.baseline) <= 0.35 * Math.max(candidate.size, word.size));
    if (row) {
      row.words.push(word);
      row.top = Math.min(row.top, word.top);
      row.bottom = Math.max(row.bottom, word.bottom);
    } else {
      rows.push({ baseline: word.baseline, top: word.top, bottom: word.bottom, size: word.size, cells: [], words: [word] });
    }
  }
  for (const row of rows) {
    row.words = withLeadingCurrencies(row.words.sort((a, b) => a.x0 - b.x0));
    const splits = rules.vertical.filter((rule) => rule.y0 <= row.bottom && rule.y1 >= row.top).map((rule) => rule.x0);
    for (const word of row.words) {
      const cell = row.cells.at(-1);
      const ruleBetween = cell && splits.some((x) => x > cell.x1 - 0.5 && x < word.x0 + 0.5);
      const gap = cell ? word.x0 - cell.x1 : Infinity;
      if (cell && !ruleBetween && gap <= CELL_GAP * word.size && !valuesApart(cell.words.at(-1)!.text, word.text, gap / word.size)) {
        cell.text += ` ${word.text}`;
        cell.x1 = word.x1;
        cell.words.push(word);
      } else {
        row.cells.push({ text: word.text, x0: word.x0, x1: word.x1, words: [word] });
      }
    }
  }
  return rows.sort((a, b) => a.baseline - b.baseline);
}

/** Two words are two values, or a value and a label, set further apart than a space (gap in font sizes). */
function valuesApart(left: string, right: string, gap: number): boolean {
  // A dash among words is punctuation ('Table 8.20 - Sales of coffee'); alone in its column it is nil.
  const [leftValue, rightValue] = [isValueText(left, { nil: false }), isValueText(right, { nil: false })];
  if (gap > VALUE_GAP && ((leftValue && !LIST_NUMBER.test(left)) || rightValue)) return true;
  // Amounts of neighbouring columns can nearly touch ('175,820 ¥ 198,431'); '1 234' is one number.
  return leftValue && rightValue && !isValueText(`${left} ${right}`);
}

/**
 * Accounting formats print the currency sign at the left edge of the amount's column, far from the
 * amount: a sign standing alone before a value is that value's (as '¥ 175,820').
 */
function withLeadingCurrencies(words: Word[]): Word[] {
  const joined: Word[] = [];
  for (const word of words) {
    const sign = joined.at(-1);
    if (sign && isLeadingCurrency(sign.text) && isValueText(`${sign.text} ${word.text}`)) joined[joined.length - 1] = { ...word, text: `${sign.text} ${word.text}`, x0: sign.x0 };
    else joined.push(word);
  }
  return joined;
}

function tableOf(rows: Row[], rules: PageRules): Table[] {
  if (rows.length < 2) return [];
  const cells = rows.flatMap((row) => row.cells);
  if (cells.reduce((sum, cell) => sum + cell.text.length, 0) / cells.length > MAX_MEAN_CELL_LENGTH) return [];
  const bands = columnBands(rows, rules);
  if (bands.length < 2) return [];
  const grid = rows.map((row) => {
    const texts = bands.map(() => '');
    for (const cell of row.cells) {
      for (const { text, column } of placed(cell, bands, row.cells.length === 1)) texts[column] = texts[column] ? `${texts[column]} ${text}` : text;
    }
    return texts;
  });
  const starts = sideStarts(grid);
  const sides = starts.map((start, index) => sideOf(rows, grid, bands, start, starts[index + 1] ?? bands.length));
  if (sides.length > 1 && sides.every((side) => side.rows.length >= 2)) return sides;
  return [{ x: Math.min(...cells.map((cell) => cell.x0)), y: rows[0].top, right: Math.max(...cells.map((cell) => cell.x1)), bottom: rows.at(-1)!.bottom, rows: grid }];
}

/** One side-by-side part of a table: its columns, and the rows that have anything in them. */
function sideOf(rows: Row[], grid: string[][], bands: [number, number][], start: number, end: number): Table {
  const kept = grid.map((texts, index) => ({ row: rows[index], texts: texts.slice(start, end) })).filter(({ texts }) => texts.some(Boolean));
  return { x: bands[start][0], y: kept[0]?.row.top ?? 0, right: bands[end - 1][1], bottom: kept.at(-1)?.row.bottom ?? 0, rows: kept.map(({ texts }) => texts) };
}

/**
 * Where a cell's text goes: its column, or, when its words fall in several (two headings set close
 * together, as 'Share capital Retained earnings'), each word in its own. A row's only cell (a heading
 * running across the columns) stays whole, in the column it starts in.
 */
function placed(cell: Cell, bands: [number, number][], alone: boolean): { text: string; column: number }[] {
  const columns = cell.words.map((word) => bestBand(word, bands));
  if (new Set(columns).size === 1) return [{ text: cell.text, column: bestBand(cell, bands) }];
  if (alone) return [{ text: cell.text, column: columns[0] }];
  return cell.words.map((word, index) => ({ text: word.text, column: columns[index] }));
}

/**
 * The columns: between the vertical rules that cross every row, or where the cells' extents overlap —
 * leaving out cells that span two columns of values: headings set close together over their
 * columns would join them.
 */
function columnBands(rows: Row[], rules: PageRules): [number, number][] {
  const top = rows[0].top;
  const bottom = rows.at(-1)!.bottom;
  const crossing = [...new Set(rules.vertical.filter((rule) => rule.y0 <= top + 1 && rule.y1 >= bottom - 1).map((rule) => Math.round(rule.x0)))].sort((a, b) => a - b);
  if (crossing.length >= 3) return crossing.slice(1).map((x, index) => [crossing[index], x]);
  const cells = rows.flatMap((row) => row.cells);
  const valueBands = overlapBands(cells.filter((cell) => isValueText(cell.text)));
  const spansOne = (cell: Cell) => valueBands.filter(([x0, x1]) => cell.x0 < x1 && cell.x1 > x0).length <= 1;
  const bands = overlapBands(cells.filter(spansOne));
  return bands.length >= 2 ? bands : overlapBands(cells);
}

function overlapBands(cells: Cell[]): [number, number][] {
  const bands: [number, number][] = [];
  for (const cell of [...cells].sort((a, b) => a.x0 - b.x0)) {
    const last = bands.at(-1);
    if (last && cell.x0 <= last[1]) last[1] = Math.max(last[1], cell.x1);
    else bands.push([cell.x0, cell.x1]);
  }
  return bands;
}

function bestBand(cell: { x0: number; x1: number }, bands: [number, number][]): number {
  let best = 0;
  let most = -Infinity;
  bands.forEach(([x0, x1], index) => {
    const overlap = Math.min(x1, cell.x1) - Math.max(x0, cell.x0);
    if (overlap > most) [best, most] = [index, overlap];
  });
  return best;
}
