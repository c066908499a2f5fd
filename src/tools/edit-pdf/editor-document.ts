// The edits of one open file, with their history: every change can be undone and redone. Pure, so
// the tools and the tests share it; the screen keeps it in a reducer.
import type { Box, EditItem, PageEdit, TextEdit } from '../../contract/edit-pdf';
import { withChanges } from './text-changes';

export interface EditorDocument {
  items: EditItem[];
  pages: PageEdit[];
  /** Original page numbers in their new order, pages left out deleted; undefined: as in the file. */
  order?: number[];
  /** New values of form fields, by field name. */
  fields?: Record<string, string>;
  /** Changes to the text already on the pages (the Edit text tool). */
  textEdits?: TextEdit[];
}

export interface EditorHistory {
  present: EditorDocument;
  past: EditorDocument[];
  future: EditorDocument[];
}

export type EditorAction =
  | { type: 'add'; item: EditItem }
  /** Several items as one step (e.g. every match of a redaction search). */
  | { type: 'add-many'; items: EditItem[] }
  | { type: 'update'; id: string; changes: Partial<EditItem> }
  | { type: 'remove'; id: string }
  | { type: 'rotate'; pages: number[]; by: number }
  | { type: 'crop'; page: number; crop: Box | undefined }
  | { type: 'delete-page'; page: number; pageCount: number }
  | { type: 'set-field'; name: string; value: string }
  /** Text changes as one step (a line edited, or every match of a find and replace); `clear` takes lines back to the file's text. */
  | { type: 'text-edits'; edits: TextEdit[]; clear?: Array<{ page: number; lines: number[] }> }
  | { type: 'move-page'; page: number; by: -1 | 1; pageCount: number }
  /** A step of a drag: shown at once, recorded once by `record` when the drag ends. */
  | { type: 'preview'; id: string; changes: Partial<EditItem> }
  | { type: 'record'; before: EditorDocument }
  /** The annotations already in the file, as items: part of every state of the history, not a step of it. */
  | { type: 'open'; items: EditItem[] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset' };

const HISTORY_LIMIT = 200;
export const emptyDocument: EditorDocument = { items: [], pages: [] };
export const emptyHistory: EditorHistory = { present: emptyDocument, past: [], future: [] };

function changeItem(document: EditorDocument, id: string, changes: Partial<EditItem>): EditorDocument {
  return { ...document, items: document.items.map((item) => (item.id === id ? { ...item, ...changes } as EditItem : item)) };
}

function pageEdit(document: EditorDocument, page: number): PageEdit {
  return document.pages.find((edit) => edit.page === page) ?? { page, rotate: 0 };
}

function withPageEdit(document: EditorDocument, edit: PageEdit): EditorDocument {
  const others = document.pages.filter((existing) => existing.page !== edit.page);
  const empty = edit.rotate === 0 && !edit.crop;
  return { ...document, pages: empty ? others : [...others, edit].sort((a, b) => a.page - b.page) };
}

/** The document after a change, or undefined for actions that only move through the history. */
function apply(document: EditorDocument, action: EditorAction): EditorDocument | undefined {
  switch (action.type) {
    case 'add': return { ...document, items: [...document.items, action.item] };
    case 'add-many': return { ...document, items: [...document.items, ...action.items] };
    case 'update': return changeItem(document, action.id, action.changes);
    case 'remove': return { ...document, items: document.items.filter((item) => item.id !== action.id) };
    case 'rotate': return action.pages.reduce((current, page) => {
      const edit = pageEdit(current, page);
      return withPageEdit(current, { ...edit, rotate: (((edit.rotate + action.by) % 360) + 360) % 360 });
    }, document);
    case 'crop': return withPageEdit(document, { ...pageEdit(document, action.page), crop: action.crop });
    case 'set-field': return { ...document, fields: { ...document.fields, [action.name]: action.value } };
    case 'text-edits': return { ...document, textEdits: withChanges(document.textEdits ?? [], action.edits, action.clear) };
    case 'delete-page': {
      const order = pageOrder(document, action.pageCount).filter((page) => page !== action.page);
      // A file keeps at least one page.
      return order.length === 0 ? undefined : { ...document, order };
    }
    case 'move-page': {
      const order = [...pageOrder(document, action.pageCount)];
      const from = order.indexOf(action.page);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= order.length) return undefined;
      [order[from], order[to]] = [order[to], order[from]];
      return { ...document, order };
    }
    default: return undefined;
  }
}

export function editorReducer(history: EditorHistory, action: EditorAction): EditorHistory {
  const { present, past, future } = history;
  switch (action.type) {
    case 'undo':
      return past.length === 0 ? history : { present: past[past.length - 1], past: past.slice(0, -1), future: [present, ...future] };
    case 'redo':
      return future.length === 0 ? history : { present: future[0], past: [...past, present], future: future.slice(1) };
    case 'reset':
      return emptyHistory;
    case 'open': {
      // They arrive after the page is shown, maybe after a first edit: every state of the history gets
      // them, so no undo takes them away.
      const withFileItems = (document: EditorDocument) => ({ ...document, items: [...action.items, ...document.items] });
      return { present: withFileItems(present), past: past.map(withFileItems), future: future.map(withFileItems) };
    }
    case 'preview':
      return { ...history, present: changeItem(present, action.id, action.changes) };
    case 'record':
      return action.before === present ? history : { present, past: [...past, action.before].slice(-HISTORY_LIMIT), future: [] };
    default: {
      const next = apply(present, action);
      if (!next) return history;
      return { present: next, past: [...past, present].slice(-HISTORY_LIMIT), future: [] };
    }
  }
}

/** The quarter turns pending for a page. */
export function pendingRotation(document: EditorDocument, page: number): number {
  return document.pages.find((edit) => edit.page === page)?.rotate ?? 0;
}

/** The pages as they will be saved: original page numbers, in order. */
export function pageOrder(document: EditorDocument, pageCount: number): number[] {
  return document.order ?? Array.from({ length: pageCount }, (_, index) => index + 1);
}
