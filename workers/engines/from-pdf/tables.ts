import type { TextBlock } from './page-text';
import type { PageRules } from './page-rules';

// Tables found from where the text sits: words on one baseline make a row, words far apart are
// different cells, a run of rows with several short cells is a table, and its columns are the
// page's vertical rules where it has them, else the bands the cells' extents line up in.

export interface Word { text: string; x0: number; x1: number; top: number; bottom: number; baseline: number; size: number }
interface Cell { text: string; x0: number; x1: number }
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
  const inTable = new Set<Row>();
  let run: Row[] = [];
  const closeRun = () => {
    const table = tableOf(run, rules);
    if (table) {
      tables.push(table);
      run.forEach((row) => inTable.add(row));
    }
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
  const otherLines = rows.filter((row) => !inTable.has(row)).map((row) => row.cells.map((cell) => cell.text).join(' '));
  return { tables, otherLines };
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
    row.words.sort((a, b) => a.x0 - b.x0);
    const splits = rules.vertical.filter((rule) => rule.y0 <= row.bottom && rule.y1 >= row.top).map((rule) => rule.x0);
    for (const word of row.words) {
      const cell = row.cells.at(-1);
      const ruleBetween = cell && splits.some((x) => x > cell.x1 - 0.5 && x < word.x0 + 0.5);
      if (cell && !ruleBetween && word.x0 - cell.x1 <= CELL_GAP * word.size) {
        cell.text += ` ${word.text}`;
        cell.x1 = word.x1;
      } else {
        row.cells.push({ text: word.text, x0: word.x0, x1: word.x1 });
      }
    }
  }
  return rows.sort((a, b) => a.baseline - b.baseline);
}

function tableOf(rows: Row[], rules: PageRules): Table | undefined {
  if (rows.length < 2) return undefined;
  const cells = rows.flatMap((row) => row.cells);
  if (cells.reduce((sum, cell) => sum + cell.text.length, 0) / cells.length > MAX_MEAN_CELL_LENGTH) return undefined;
  const bands = columnBands(rows, rules);
  if (bands.length < 2) return undefined;
  const grid = rows.map((row) => {
    const texts = bands.map(() => '');
    for (const cell of row.cells) {
      const column = bestBand(cell, bands);
      texts[column] = texts[column] ? `${texts[column]} ${cell.text}` : cell.text;
    }
    return texts;
  });
  return { x: Math.min(...cells.map((cell) => cell.x0)), y: rows[0].top, right: Math.max(...cells.map((cell) => cell.x1)), bottom: rows.at(-1)!.bottom, rows: grid };
}

/** The columns: between the vertical rules that cross every row, or where the cells' extents overlap. */
function columnBands(rows: Row[], rules: PageRules): [number, number][] {
  const top = rows[0].top;
  const bottom = rows.at(-1)!.bottom;
  const crossing = [...new Set(rules.vertical.filter((rule) => rule.y0 <= top + 1 && rule.y1 >= bottom - 1).map((rule) => Math.round(rule.x0)))].sort((a, b) => a - b);
  if (crossing.length >= 3) return crossing.slice(1).map((x, index) => [crossing[index], x]);
  const bands: [number, number][] = [];
  for (const cell of rows.flatMap((row) => row.cells).sort((a, b) => a.x0 - b.x0)) {
    const last = bands.at(-1);
    if (last && cell.x0 <= last[1]) last[1] = Math.max(last[1], cell.x1);
    else bands.push([cell.x0, cell.x1]);
  }
  return bands;
}

function bestBand(cell: Cell, bands: [number, number][]): number {
  let best = 0;
  let most = -Infinity;
  bands.forEach(([x0, x1], index) => {
    const overlap = Math.min(x1, cell.x1) - Math.max(x0, cell.x0);
    if (overlap > most) [best, most] = [index, overlap];
  });
  return best;
}
