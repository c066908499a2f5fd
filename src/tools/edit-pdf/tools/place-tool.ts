// Text, highlight, rectangle and circle: a click adds the item at the click point with the spec's
// defaults (second document §2: text 'Click to edit'; highlight 100 × 20 yellow at 0.5; rectangle
// 100 × 80; circle 80 × 80) and selects it.
import type { EditItem, Point } from '../../../contract/edit-pdf';
import type { EditorStyle } from '../editor-style';
import type { EditorTool, ToolContext } from './editor-tool';

type PlacedKind = 'text' | 'highlight' | 'rectangle' | 'circle';

export function newItemAt(kind: PlacedKind, { x, y }: Point, id: string, page: number, style: EditorStyle, defaultText: string): EditItem {
  switch (kind) {
    case 'text': return { kind, id, page, x, y, text: defaultText, ...style.text };
    case 'highlight': return { kind, id, page, x, y, width: 100, height: 20, color: '#ffff00', opacity: 0.5 };
    case 'rectangle': return { kind, id, page, x, y, width: 100, height: 80, ...style.shape, opacity: 1 };
    case 'circle': return { kind, id, page, x, y, width: 80, height: 80, ...style.shape, opacity: 1 };
  }
}

export function createPlaceTool(kind: PlacedKind, defaultText: string): EditorTool {
  return {
    down(point: Point, context: ToolContext) {
      // A click on an item already there selects it rather than stacking a new one.
      const hit = context.itemAt(point);
      if (hit && hit.kind === kind) {
        context.select(hit.id);
        return;
      }
      const item = newItemAt(kind, point, context.newId(), context.page, context.style, defaultText);
      context.dispatch({ type: 'add', item });
      context.select(item.id);
    },
  };
}
