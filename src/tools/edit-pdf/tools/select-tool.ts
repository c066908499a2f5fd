// Select, move and resize: idle → (press on an item) moving, or (press on the selected item's
// corner handle) resizing → idle. A drag is recorded as one step of the history.
import type { EditItem, Point } from '../../../contract/edit-pdf';
import type { EditorDocument } from '../editor-document';
import type { EditorTool } from './editor-tool';
import { boundsOf, movedBy, resizable, resizedTo } from './item-geometry';

type State =
  | { name: 'idle' }
  | { name: 'moving'; item: EditItem; from: Point; before: EditorDocument }
  | { name: 'resizing'; item: EditItem; before: EditorDocument };

export const HANDLE_SIZE = 8;

function onHandle(item: EditItem, { x, y }: Point): boolean {
  if (!resizable(item)) return false;
  const box = boundsOf(item);
  return Math.abs(x - (box.x + box.width)) <= HANDLE_SIZE && Math.abs(y - (box.y + box.height)) <= HANDLE_SIZE;
}

export function createSelectTool(): EditorTool {
  let state: State = { name: 'idle' };
  return {
    down(point, context) {
      const selected = context.document.items.find((item) => item.id === context.selectedId);
      if (selected && onHandle(selected, point)) {
        state = { name: 'resizing', item: selected, before: context.document };
        return;
      }
      const hit = context.itemAt(point);
      context.select(hit?.id);
      state = hit ? { name: 'moving', item: hit, from: point, before: context.document } : { name: 'idle' };
    },
    move(point, context) {
      if (state.name === 'moving') {
        context.dispatch({ type: 'preview', id: state.item.id, changes: movedBy(state.item, point.x - state.from.x, point.y - state.from.y) });
      } else if (state.name === 'resizing') {
        const changes = resizedTo(state.item, point);
        if (changes) context.dispatch({ type: 'preview', id: state.item.id, changes });
      }
    },
    up(_point, context) {
      if (state.name !== 'idle') context.dispatch({ type: 'record', before: state.before });
      state = { name: 'idle' };
    },
  };
}
