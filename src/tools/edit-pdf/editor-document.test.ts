import { describe, expect, it } from 'vitest';
import type { EditItem } from '../../contract/edit-pdf';
import { editorReducer, emptyHistory, pageOrder, pendingRotation } from './editor-document';

const box: EditItem = { kind: 'rectangle', id: 'r', page: 1, x: 10, y: 10, width: 100, height: 80, strokeColor: '#000000', fillColor: '#ffffff', strokeWidth: 2, opacity: 1 };

describe('editorReducer', () => {
  it('undoes and redoes every edit in order', () => {
    let history = editorReducer(emptyHistory, { type: 'add', item: box });
    history = editorReducer(history, { type: 'update', id: 'r', changes: { x: 50 } });
    history = editorReducer(history, { type: 'rotate', pages: [2], by: 90 });
    expect(pendingRotation(history.present, 2)).toBe(90);
    history = editorReducer(history, { type: 'undo' });
    expect(pendingRotation(history.present, 2)).toBe(0);
    history = editorReducer(history, { type: 'undo' });
    expect(history.present.items[0]).toMatchObject({ x: 10 });
    history = editorReducer(history, { type: 'redo' });
    expect(history.present.items[0]).toMatchObject({ x: 50 });
    history = editorReducer(history, { type: 'remove', id: 'r' });
    expect(history.present.items).toEqual([]);
    expect(history.future).toEqual([]);
  });

  it('records a drag as one step, however many moves it made', () => {
    const start = editorReducer(emptyHistory, { type: 'add', item: box });
    let history = start;
    for (const x of [11, 12, 13]) history = editorReducer(history, { type: 'preview', id: 'r', changes: { x } });
    history = editorReducer(history, { type: 'record', before: start.present });
    expect(history.past).toHaveLength(2);
    history = editorReducer(history, { type: 'undo' });
    expect(history.present.items[0]).toMatchObject({ x: 10 });
  });

  it('turns a page all the way round back to no edit at all', () => {
    let history = emptyHistory;
    for (let turn = 0; turn < 4; turn += 1) history = editorReducer(history, { type: 'rotate', pages: [1], by: -90 });
    expect(history.present.pages).toEqual([]);
  });

  it('deletes and moves pages, keeping at least one', () => {
    let history = editorReducer(emptyHistory, { type: 'delete-page', page: 2, pageCount: 3 });
    history = editorReducer(history, { type: 'move-page', page: 3, by: -1, pageCount: 3 });
    expect(pageOrder(history.present, 3)).toEqual([3, 1]);
    history = editorReducer(history, { type: 'delete-page', page: 3, pageCount: 3 });
    history = editorReducer(history, { type: 'delete-page', page: 1, pageCount: 3 });
    expect(pageOrder(history.present, 3)).toEqual([1]);
    history = editorReducer(history, { type: 'undo' });
    expect(pageOrder(history.present, 3)).toEqual([3, 1]);
  });
});

describe('opening a file with annotations', () => {
  it('puts them in every state of the history: no undo takes them away, and erasing one is undone like any other edit', () => {
    const fromFile: EditItem = { ...box, id: 'file-12', source: 12 };
    // A first edit made before the file's annotations were read.
    let history = editorReducer(emptyHistory, { type: 'add', item: box });
    history = editorReducer(history, { type: 'open', items: [fromFile] });
    expect(history.present.items).toEqual([fromFile, box]);
    history = editorReducer(history, { type: 'undo' });
    expect(history.present.items).toEqual([fromFile]);
    history = editorReducer(history, { type: 'redo' });
    history = editorReducer(history, { type: 'remove', id: 'file-12' });
    expect(history.present.items).toEqual([box]);
    history = editorReducer(history, { type: 'undo' });
    expect(history.present.items).toEqual([fromFile, box]);
  });
});
