import { isValueText } from './cell-values';

// Financial statements are printed side by side (an A3 page holds the balance sheet beside the
// statement of changes in equity), often from one spreadsheet, so both share the page's rows and the
// gutter between them can be narrower than a column gap. What tells them apart is their shape: each
// is a column of labels followed by columns of values, so a label column after value columns, itself
// followed by value columns, starts another statement.

type ColumnKind = 'label' | 'value' | 'empty';

/** The first column of each side-by-side part of a table's grid: [0] for a single table. */
export function sideStarts(grid: string[][]): number[] {
  const kinds = grid[0].map((_, column) => columnKind(grid.map((row) => row[column])));
  const starts = [0];
  // Values count once the part has its labels: numbers before them (a section's) start no part.
  let labelled = false;
  let valued = false;
  kinds.forEach((kind, column) => {
    if (kind === 'label' && valued && kinds.slice(column + 1).includes('value')) {
      starts.push(column);
      valued = false;
    }
    if (kind === 'label') labelled = true;
    if (kind === 'value' && labelled) valued = true;
  });
  return starts;
}

/** Labels where most of the column's filled cells are text (a heading over values does not make it one). */
function columnKind(texts: string[]): ColumnKind {
  const filled = texts.filter((text) => text.trim() !== '');
  if (filled.length === 0) return 'empty';
  const values = filled.filter(isValueText).length;
  if (values * 2 > filled.length) return 'value';
  return filled.length - values >= 2 ? 'label' : 'empty';
}
