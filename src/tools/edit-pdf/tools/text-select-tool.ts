// Selecting text, wrapped around a tool (select or highlight), as pdf.js's viewer and Acrobat do: a
// press on an item goes to the tool (move it, select it); a press on text starts a text selection
// that follows the drag word by word; a press elsewhere clears it and goes to the tool. A double
// press selects a word, a triple press its line, and a press held still (a long touch) selects a word.
// idle → (press on text) selecting → (release) idle; idle → (press elsewhere) passing → idle.
import type { Point } from '../../../contract/edit-pdf';
import type { EditorTool, ToolContext } from './editor-tool';
import type { ToolId } from './tool-ids';
import { lineOf, nearestWord, wordAt, type TextSelection } from '../text-selection';

type State =
  | { name: 'idle' }
  | { name: 'selecting'; anchor: number; from: Point; moved: boolean }
  | { name: 'passing' };

// Presses closer in time and place than this count as a double (triple) press.
const MULTI_PRESS_MS = 450;
const MULTI_PRESS_DISTANCE = 4;
// A press held this long without moving selects its word (a long touch on a phone).
const LONG_PRESS_MS = 500;
// Points the pointer must travel before a press on text becomes a drag.
const DRAG_START = 3;

/** The tools a press on text selects it with. */
export const selectsText = (id: ToolId): boolean => id === 'select' || id === 'highlight';

/** What the tool does with a finished selection (the highlight tool turns it into a highlight). */
export type OnTextSelected = (selection: TextSelection, context: ToolContext) => void;

export function withTextSelection(inner: EditorTool, onSelected?: OnTextSelected): EditorTool {
  let state: State = { name: 'idle' };
  let presses: { count: number; at: number; point: Point } | undefined;
  let longPress: ReturnType<typeof setTimeout> | undefined;

  const stopLongPress = () => {
    clearTimeout(longPress);
    longPress = undefined;
  };
  const finish = (selection: TextSelection, context: ToolContext) => {
    context.selectText?.(selection);
    onSelected?.(selection, context);
  };
  const countPress = (point: Point): number => {
    const now = performance.now();
    const again = presses && now - presses.at < MULTI_PRESS_MS && Math.hypot(point.x - presses.point.x, point.y - presses.point.y) < MULTI_PRESS_DISTANCE;
    presses = { count: again ? presses!.count + 1 : 1, at: now, point };
    return presses.count;
  };

  return {
    resizes: inner.resizes,
    claims: inner.claims,
    down(point, context, pointer) {
      stopLongPress();
      const count = countPress(point);
      const words = context.words ?? [];
      // An item, or the selected item's resize handle, is the tool's before the text under it.
      const word = context.itemAt(point) || inner.claims?.(point, context, pointer) ? undefined : wordAt(words, point);
      if (word === undefined) {
        context.selectText?.(undefined);
        state = { name: 'passing' };
        inner.down?.(point, context, pointer);
        return;
      }
      context.select(undefined);
      state = { name: 'idle' };
      if (count >= 2) {
        finish({ page: context.page, ...(count === 2 ? { anchor: word, focus: word } : lineOf(words, word)) }, context);
        return;
      }
      context.selectText?.(undefined);
      state = { name: 'selecting', anchor: word, from: point, moved: false };
      longPress = setTimeout(() => {
        if (state.name === 'selecting' && !state.moved) {
          state = { name: 'idle' };
          finish({ page: context.page, anchor: word, focus: word }, context);
        }
      }, LONG_PRESS_MS);
    },
    move(point, context, pointer) {
      if (state.name === 'passing') {
        inner.move?.(point, context, pointer);
        return;
      }
      if (state.name !== 'selecting') return;
      if (!state.moved && Math.hypot(point.x - state.from.x, point.y - state.from.y) < DRAG_START) return;
      stopLongPress();
      state.moved = true;
      const focus = nearestWord(context.words ?? [], point) ?? state.anchor;
      context.selectText?.({ page: context.page, anchor: state.anchor, focus });
    },
    up(point, context, pointer) {
      stopLongPress();
      if (state.name === 'passing') inner.up?.(point, context, pointer);
      if (state.name === 'selecting' && state.moved) {
        const focus = nearestWord(context.words ?? [], point) ?? state.anchor;
        finish({ page: context.page, anchor: state.anchor, focus }, context);
      }
      state = { name: 'idle' };
    },
    draft: () => inner.draft?.(),
  };
}
