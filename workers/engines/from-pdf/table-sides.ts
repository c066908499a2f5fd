import { isValueText } from './cell-values';

// Financial statements are printed side by side (an A3 page holds the balance sheet beside the
// statement of changes in equity), often from one spreadsheet, so both share the page's rows and the
// gutter between them can be narrower than a column gap. What tells them apart is their shape: each
// is one column of labels followed by columns of values. A table of another shape (names, addresses,
// then a zip code and an amount) is one table, however many text columns it has.

type ColumnKind = 'label' | 'value' | 'empty';

/** The first column of each side-by-side statement in a table's grid: [0] for a single table. */
export function sideStarts(grid: string[][]): number[] {
  const kinds = grid[0].map((_, column) => columnKind(grid.map((row) => row[column])));
  const labels = kinds.flatMap((kind, column) => (kind === 'label' ? [column] : []));
  if (labels.length < 2 || labels[0] !== kinds.findIndex((kind) => kind !== 'empty')) return [0];
  const statements = labels.map((start, index) => kinds.slice(start + 1, labels[index + 1] ?? kinds.length));
  return statements.every((columns) => columns.includes('value')) ? [0, ...labels.slice(1)] : [0];
}

/** Labels where most of the column's filled cells are text (a heading over values does not make it one). */
function columnKind(texts: string[]): ColumnKind {
  const filled = texts.filter((text) => text.trim() !== '');
  if (filled.length === 0) return 'empty';
  const values = filled.filter((text) => isValueText(text)).length;
  if (values * 2 > filled.length) return 'value';
  return filled.length - values >= 2 ? 'label' : 'empty';
}
