// Each tool's state machine, made fresh when the tool is picked (its state starts idle).
import type { EditorTool } from './editor-tool';
import type { ToolId } from './tool-ids';
import { createDragTool } from './drag-tool';
import { createEraserTool } from './eraser-tool';
import { createPlaceTool } from './place-tool';
import { createSelectTool } from './select-tool';
import { withTextSelection } from './text-select-tool';
import { highlightSelectedText } from './highlight-text';

export function createTool(id: ToolId, defaultText: string): EditorTool {
  switch (id) {
    // Select and highlight also select text: the highlight tool turns the selection into a highlight.
    case 'highlight': return withTextSelection(createPlaceTool(id, defaultText), highlightSelectedText);
    case 'select': return withTextSelection(createSelectTool());
    case 'text':
    case 'rectangle':
    case 'circle': return createPlaceTool(id, defaultText);
    case 'arrow':
    case 'draw':
    case 'redact':
    case 'crop': return createDragTool(id);
    case 'eraser': return createEraserTool();
    // Image, rotate and form act through their panels; on the page they select and move like Select.
    case 'image':
    case 'rotate':
    case 'form': return createSelectTool();
    // Edit text takes the pointer in its own layer over the page (EditTextLayer.tsx): lines, not items.
    case 'edit-text': return {};
  }
}
