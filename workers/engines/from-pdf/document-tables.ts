// The tables a page gives a document or a slide deck, and which of its lines they hold. Two aligned
// columns are as often a code listing or labels with values, which read well as text: a table needs three.
import type { TextLine, TextBlock } from './page-text';
import type { PageRules } from './page-rules';
import { findTables, type Table } from './tables';

const MIN_TABLE_COLUMNS = 3;

export function documentTables(blocks: TextBlock[], rules: PageRules): Table[] {
  return findTables(blocks, rules).tables.filter((table) => table.rows[0].length >= MIN_TABLE_COLUMNS);
}

/** The table a line of text belongs to, if any: its baseline and its middle inside the table's area. */
export function tableHolding(tables: Table[], line: TextLine): Table | undefined {
  const middle = line.bbox.x + line.bbox.width / 2;
  return tables.find((table) => line.baseline >= table.y && line.baseline <= table.bottom + 1 && middle >= table.x - 1 && middle <= table.right + 1);
}
