// Arrow, freehand drawing (signatures), redaction marks and the crop: press, drag, release. Idle →
// dragging → idle; while dragging, the draft is shown and nothing is in the document yet.
import type { EditItem, Point } from '../../../contract/edit-pdf';
import type { EditorTool, ToolContext } from './editor-tool';
import { boxBetween } from './item-geometry';

type DraggedKind = 'arrow' | 'draw' | 'redact' | 'crop';

// A drag shorter than this is a stray click, not a drawing.
const MIN_DRAG = 3;

export function createDragTool(kind: DraggedKind): EditorTool {
  let start: Point | undefined;
  let points: Point[] = [];
  let page = 0;
  let id = '';

  const build = (context: Pick<ToolContext, 'style'>): EditItem | undefined => {
    if (!start || points.length === 0) return undefined;
    const end = points[points.length - 1];
    const { strokeColor, strokeWidth } = context.style.shape;
    switch (kind) {
      case 'arrow': return { kind: 'arrow', id, page, from: start, to: end, strokeColor, strokeWidth };
      case 'draw': return { kind: 'ink', id, page, strokes: [[start, ...points]], strokeColor, strokeWidth };
      case 'redact':
      case 'crop': return { kind: 'redact', id, page, ...boxBetween(start, end) };
    }
  };
  let lastStyle: Pick<ToolContext, 'style'> | undefined;

  return {
    down(point, context) {
      start = point;
      points = [];
      page = context.page;
      id = context.newId();
      lastStyle = context;
      context.select(undefined);
    },
    move(point) {
      if (start) points = [...points, point];
    },
    up(point, context) {
      if (!start) return;
      points = [...points, point];
      const far = Math.hypot(point.x - start.x, point.y - start.y) >= MIN_DRAG;
      const item = build(context);
      start = undefined;
      points = [];
      if (!item || !far) return;
      if (kind === 'crop' && item.kind === 'redact') {
        context.dispatch({ type: 'crop', page: item.page, crop: { x: item.x, y: item.y, width: item.width, height: item.height } });
        return;
      }
      context.dispatch({ type: 'add', item });
      if (kind !== 'redact') context.select(item.id);
    },
    draft: () => (lastStyle ? build(lastStyle) : undefined),
  };
}
