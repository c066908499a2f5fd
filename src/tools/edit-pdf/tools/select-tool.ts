// Select, move and resize: idle → (press on an item) moving, or (press on one of the selected item's
// eight handles) resizing → idle. A drag is recorded as one step of the history.
import type { Box, EditItem, Point } from '../../../contract/edit-pdf';
import type { EditorDocument } from '../editor-document';
import { PLAIN_POINTER, type EditorTool, type PointerInfo, type ToolContext } from './editor-tool';
import { boundsOf, movedBy } from './item-geometry';
import { fittedTo, handleAt, HANDLE_REACH_PIXELS, keepsAspect, resizeBox, type Handle } from './resize-handles';

type State =
  | { name: 'idle' }
  | { name: 'moving'; item: EditItem; from: Point; before: EditorDocument }
  | { name: 'resizing'; item: EditItem; handle: Handle; box: Box; before: EditorDocument };

/** The handle of the item under the pointer, with a reach in CSS pixels that a finger gets more of. */
export function handleUnder(item: EditItem, point: Point, pointer: PointerInfo = PLAIN_POINTER): Handle | undefined {
  const reach = (pointer.coarse ? HANDLE_REACH_PIXELS.coarse : HANDLE_REACH_PIXELS.fine) / pointer.pixelsPerPoint;
  return handleAt(boundsOf(item), point, reach);
}

export function createSelectTool(): EditorTool {
  let state: State = { name: 'idle' };
  const selectedIn = (context: ToolContext) => context.document.items.find((item) => item.id === context.selectedId);
  return {
    resizes: true,
    claims: (point, context, pointer) => {
      const selected = selectedIn(context);
      return selected !== undefined && handleUnder(selected, point, pointer) !== undefined;
    },
    down(point, context, pointer) {
      const selected = selectedIn(context);
      const handle = selected && handleUnder(selected, point, pointer);
      if (selected && handle) {
        state = { name: 'resizing', item: selected, handle, box: boundsOf(selected), before: context.document };
        return;
      }
      const hit = context.itemAt(point);
      context.select(hit?.id);
      state = hit ? { name: 'moving', item: hit, from: point, before: context.document } : { name: 'idle' };
    },
    move(point, context, pointer) {
      if (state.name === 'moving') {
        context.dispatch({ type: 'preview', id: state.item.id, changes: movedBy(state.item, point.x - state.from.x, point.y - state.from.y) });
      } else if (state.name === 'resizing') {
        const box = resizeBox(state.box, state.handle, point, keepsAspect(state.item, state.handle, pointer?.shift === true));
        context.dispatch({ type: 'preview', id: state.item.id, changes: fittedTo(state.item, state.box, box) });
      }
    },
    up(_point, context) {
      if (state.name !== 'idle') context.dispatch({ type: 'record', before: state.before });
      state = { name: 'idle' };
    },
  };
}
