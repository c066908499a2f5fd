// The editor's bookmarks as rows: the tree in reading order, each row with its depth. Moving,
// nesting and removing act on a row with the rows nested under it, and always leave a valid tree
// (the first row at depth 0, each row at most one deeper than the row before it).
import type { BookmarkNode } from '../../contract/pdf-bookmarks';

export interface BookmarkRow {
  /** Stable while the rows are edited (React keys, the selected row). */
  id: number;
  depth: number;
  title: string;
  page: number | null;
  uri?: string;
  color?: string;
  bold?: boolean;
  italic?: boolean;
  open?: boolean;
}

let nextId = 1;
export const newRowId = () => nextId++;

export function rowsOfTree(nodes: readonly BookmarkNode[], depth = 0): BookmarkRow[] {
  return nodes.flatMap(({ children, ...node }) => [{ ...node, id: newRowId(), depth }, ...rowsOfTree(children, depth + 1)]);
}

export function treeOfRows(rows: readonly BookmarkRow[]): BookmarkNode[] {
  const roots: BookmarkNode[] = [];
  const parents: BookmarkNode[][] = [roots];
  for (const { id: _id, depth, ...fields } of rows) {
    const node: BookmarkNode = { ...fields, children: [] };
    parents[depth].push(node);
    parents[depth + 1] = node.children;
    parents.length = depth + 2;
  }
  return roots;
}

/** The row's index and the end (exclusive) of the rows nested under it. */
function block(rows: readonly BookmarkRow[], index: number): [number, number] {
  let end = index + 1;
  while (end < rows.length && rows[end].depth > rows[index].depth) end += 1;
  return [index, end];
}

/** The start of the previous sibling of the row at `index`, if it has one. */
function previousSibling(rows: readonly BookmarkRow[], index: number): number | undefined {
  for (let at = index - 1; at >= 0 && rows[at].depth >= rows[index].depth; at -= 1) {
    if (rows[at].depth === rows[index].depth) return at;
  }
  return undefined;
}

/** Swaps the row (with its nested rows) with the sibling before it. */
export function moveUp(rows: readonly BookmarkRow[], index: number): BookmarkRow[] {
  const before = previousSibling(rows, index);
  if (before === undefined) return [...rows];
  const [start, end] = block(rows, index);
  return [...rows.slice(0, before), ...rows.slice(start, end), ...rows.slice(before, start), ...rows.slice(end)];
}

/** Swaps the row (with its nested rows) with the sibling after it. */
export function moveDown(rows: readonly BookmarkRow[], index: number): BookmarkRow[] {
  const [, end] = block(rows, index);
  if (end >= rows.length || rows[end].depth !== rows[index].depth) return [...rows];
  return moveUp(rows, end);
}

/** Nests the row (with its nested rows) under the sibling before it, as its last child. */
export function indent(rows: readonly BookmarkRow[], index: number): BookmarkRow[] {
  if (previousSibling(rows, index) === undefined) return [...rows];
  const [start, end] = block(rows, index);
  return rows.map((row, at) => (at >= start && at < end ? { ...row, depth: row.depth + 1 } : row));
}

/** Takes the row (with its nested rows) out of its parent, to follow it; its later siblings stay with the parent. */
export function outdent(rows: readonly BookmarkRow[], index: number): BookmarkRow[] {
  if (rows[index].depth === 0) return [...rows];
  const [start, end] = block(rows, index);
  const moved = rows.slice(start, end).map((row) => ({ ...row, depth: row.depth - 1 }));
  // The parent's block ends where a row is no deeper than the parent.
  let parentEnd = end;
  while (parentEnd < rows.length && rows[parentEnd].depth >= rows[index].depth) parentEnd += 1;
  return [...rows.slice(0, start), ...rows.slice(end, parentEnd), ...moved, ...rows.slice(parentEnd)];
}

/** Without the row and the rows nested under it. */
export function remove(rows: readonly BookmarkRow[], index: number): BookmarkRow[] {
  const [start, end] = block(rows, index);
  return [...rows.slice(0, start), ...rows.slice(end)];
}

/** A new row after the row at `index` and its nested rows, at its depth (at the end when none is given). */
export function insertAfter(rows: readonly BookmarkRow[], index: number | undefined, row: Omit<BookmarkRow, 'id' | 'depth'>): { rows: BookmarkRow[]; id: number } {
  const id = newRowId();
  if (index === undefined) return { rows: [...rows, { ...row, id, depth: 0 }], id };
  const [, end] = block(rows, index);
  return { rows: [...rows.slice(0, end), { ...row, id, depth: rows[index].depth }, ...rows.slice(end)], id };
}

/** Where a dragged row lands beside the row it is dropped on: before it, as its first child, or after it and its nested rows. */
export type DropPlace = 'before' | 'inside' | 'after';

/** Moves the row at `from` (with its nested rows) to the place beside the row at `target`; a row cannot be dropped into itself. */
export function moveTo(rows: readonly BookmarkRow[], from: number, target: number, place: DropPlace): BookmarkRow[] {
  const [start, end] = block(rows, from);
  if (target >= start && target < end) return [...rows];
  const rest = [...rows.slice(0, start), ...rows.slice(end)];
  const at = target < start ? target : target - (end - start);
  const depth = rest[at].depth + (place === 'inside' ? 1 : 0);
  const insertAt = place === 'before' ? at : place === 'inside' ? at + 1 : block(rest, at)[1];
  const moved = rows.slice(start, end).map((row) => ({ ...row, depth: row.depth - rows[from].depth + depth }));
  return [...rest.slice(0, insertAt), ...moved, ...rest.slice(insertAt)];
}
