import { describe, expect, it } from 'vitest';
import type { BookmarkNode } from '../../contract/pdf-bookmarks';
import { indent, insertAfter, moveDown, moveTo, moveUp, outdent, remove, rowsOfTree, treeOfRows, type BookmarkRow } from './bookmark-rows';

const tree: BookmarkNode[] = [
  { title: 'A', page: 1, children: [{ title: 'A1', page: 1, children: [] }, { title: 'A2', page: 2, children: [{ title: 'A2a', page: 2, children: [] }] }] },
  { title: 'B', page: 3, color: '#cc0000', bold: true, children: [] },
  { title: 'C', page: null, uri: 'https://example.org/', children: [] },
];
/** The rows as "title@depth", to read a failing test at a glance. */
const shape = (rows: BookmarkRow[]) => rows.map((row) => `${row.title}@${row.depth}`);
const at = (rows: BookmarkRow[], title: string) => rows.findIndex((row) => row.title === title);

describe('bookmark rows', () => {
  const rows = rowsOfTree(tree);

  it('flatten the tree in reading order and build it back unchanged', () => {
    expect(shape(rows)).toEqual(['A@0', 'A1@1', 'A2@1', 'A2a@2', 'B@0', 'C@0']);
    expect(treeOfRows(rows)).toEqual(tree);
  });

  it('move a bookmark with its children past a sibling, and never out of its parent', () => {
    expect(shape(moveUp(rows, at(rows, 'A2')))).toEqual(['A@0', 'A2@1', 'A2a@2', 'A1@1', 'B@0', 'C@0']);
    expect(shape(moveDown(rows, at(rows, 'A')))).toEqual(['B@0', 'A@0', 'A1@1', 'A2@1', 'A2a@2', 'C@0']);
    expect(shape(moveUp(rows, at(rows, 'A1')))).toEqual(shape(rows));
    expect(shape(moveDown(rows, at(rows, 'A2')))).toEqual(shape(rows));
  });

  it('nest a bookmark under the one before it, and take it out to follow its parent', () => {
    expect(shape(indent(rows, at(rows, 'B')))).toEqual(['A@0', 'A1@1', 'A2@1', 'A2a@2', 'B@1', 'C@0']);
    expect(shape(indent(rows, at(rows, 'A')))).toEqual(shape(rows));
    expect(shape(outdent(rows, at(rows, 'A1')))).toEqual(['A@0', 'A2@1', 'A2a@2', 'A1@0', 'B@0', 'C@0']);
    expect(shape(outdent(rows, at(rows, 'A2')))).toEqual(['A@0', 'A1@1', 'A2@0', 'A2a@1', 'B@0', 'C@0']);
  });

  it('remove a bookmark with its children, and add one after a bookmark’s children at its depth', () => {
    expect(shape(remove(rows, at(rows, 'A2')))).toEqual(['A@0', 'A1@1', 'B@0', 'C@0']);
    const added = insertAfter(rows, at(rows, 'A2'), { title: 'New', page: 2 });
    expect(shape(added.rows)).toEqual(['A@0', 'A1@1', 'A2@1', 'A2a@2', 'New@1', 'B@0', 'C@0']);
    expect(added.rows.find((row) => row.id === added.id)?.title).toBe('New');
    expect(shape(insertAfter([], undefined, { title: 'First', page: 1 }).rows)).toEqual(['First@0']);
  });

  it('drop a dragged bookmark with its children before, into or after another', () => {
    expect(shape(moveTo(rows, at(rows, 'C'), at(rows, 'A'), 'before'))).toEqual(['C@0', 'A@0', 'A1@1', 'A2@1', 'A2a@2', 'B@0']);
    expect(shape(moveTo(rows, at(rows, 'A2'), at(rows, 'B'), 'inside'))).toEqual(['A@0', 'A1@1', 'B@0', 'A2@1', 'A2a@2', 'C@0']);
    expect(shape(moveTo(rows, at(rows, 'A'), at(rows, 'C'), 'after'))).toEqual(['B@0', 'C@0', 'A@0', 'A1@1', 'A2@1', 'A2a@2']);
    expect(shape(moveTo(rows, at(rows, 'B'), at(rows, 'A1'), 'after'))).toEqual(['A@0', 'A1@1', 'B@1', 'A2@1', 'A2a@2', 'C@0']);
    // Not into itself or its own children.
    expect(shape(moveTo(rows, at(rows, 'A'), at(rows, 'A2a'), 'inside'))).toEqual(shape(rows));
  });

  it('always leave a tree: each row at most one deeper than the one before', () => {
    let current = rows;
    const places = ['before', 'inside', 'after'] as const;
    const drag = (list: readonly BookmarkRow[], index: number) => moveTo(list, index, (index * 5 + 3) % list.length, places[index % 3]);
    const steps = [moveUp, moveDown, indent, outdent, drag];
    for (let step = 0; step < 250; step += 1) {
      current = steps[step % steps.length](current, (step * 7) % current.length);
      expect(current).toHaveLength(rows.length);
      expect(current[0].depth).toBe(0);
      current.forEach((row, index) => index > 0 && expect(row.depth).toBeLessThanOrEqual(current[index - 1].depth + 1));
      expect(treeOfRows(current).length).toBeGreaterThan(0);
    }
  });
});
