import { isValueText } from './cell-values';

// Financial statements are printed side by side (an A3 page holds the balance sheet beside the
// statement of changes in equity), often from one spreadsheet, so both share the page's rows and the
// gutter between them can be narrower than a column gap. What tells them apart is their shape: each
// is one column of labels followed by columns of values. A table of another shape (names, addresses,
// then a zip code and an amount) is one table, however many text columns it has. A record with that
// shape (name | id | tax code | date | kind | amount) fills every part of every row, where statements
// side by side run to their own lengths, or repeat their headings (a long list printed in three).

type ColumnKind = 'label' | 'value' | 'empty';

/** The first column of each side-by-side statement in a table's grid: [0] for a single table. */
export function sideStarts(grid: string[][]): number[] {
  const kinds = grid[0].map((_, column) => columnKind(grid.map((row) => row[column])));
  const labels = kinds.flatMap((kind, column) => (kind === 'label' ? [column] : []));
  if (labels.length < 2 || labels[0] !== kinds.findIndex((kind) => kind !== 'empty')) return [0];
  const statements = labels.map((start, index) => kinds.slice(start + 1, labels[index + 1] ?? kinds.length));
  if (!statements.every((columns) => columns.includes('value'))) return [0];
  const starts = [0, ...labels.slice(1)];
  const parts = grid.map((row) => starts.map((start, index) => row.slice(start, starts[index + 1] ?? row.length)));
  // A label column names most rows: one with a few headings over empty cells only looks like one.
  if (labels.some((column) => grid.filter((row) => row[column].trim() !== '').length * 2 < grid.length)) return [0];
  return repeatsHeadings(parts) || endsApart(parts) ? starts : [0];
}

/** The first row of every part reads the same ('Age | Total', three times). */
function repeatsHeadings(parts: string[][][]): boolean {
  const headings = parts[0].map((part) => part.join('|').trim());
  return headings[0] !== '' && headings.every((heading) => heading === headings[0]);
}

/**
 * Parts that run to their own lengths: at least two rows, all at the top or all at the bottom, fill
 * some parts and leave others empty. (A label centred over two rows leaves parts empty here and there.)
 */
function endsApart(parts: string[][][]): boolean {
  const partial = parts.map((row) => {
    const filled = row.map((part) => part.some((text) => text.trim() !== ''));
    return filled.includes(true) && filled.includes(false);
  });
  const count = partial.filter(Boolean).length;
  if (count < 2) return false;
  const atTop = partial.slice(0, count).every(Boolean);
  const atBottom = partial.slice(-count).every(Boolean);
  return atTop || atBottom;
}

/** Labels where most of the column's filled cells are text (a heading over values does not make it one). */
function columnKind(texts: string[]): ColumnKind {
  const filled = texts.filter((text) => text.trim() !== '');
  if (filled.length === 0) return 'empty';
  const values = filled.filter((text) => isValueText(text)).length;
  if (values * 2 > filled.length) return 'value';
  return filled.length - values >= 2 ? 'label' : 'empty';
}
