// The eraser: a press on an item removes it (one step of the history, undone like any other).
import type { EditorTool } from './editor-tool';

export function createEraserTool(): EditorTool {
  return {
    down(point, context) {
      const hit = context.itemAt(point);
      if (hit) context.dispatch({ type: 'remove', id: hit.id });
    },
  };
}
