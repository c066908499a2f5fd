// What every editor tool is: a small state machine fed the pointer's place on the page, in PDF
// points from the page's top-left (tldraw's tools are the model: shared/STYLE.md).
import type { EditItem, Point } from '../../../contract/edit-pdf';
import type { EditorAction, EditorDocument } from '../editor-document';
import type { EditorStyle } from '../editor-style';

export interface ToolContext {
  page: number;
  document: EditorDocument;
  selectedId?: string;
  style: EditorStyle;
  dispatch: (action: EditorAction) => void;
  select: (id: string | undefined) => void;
  newId: () => string;
  /** The topmost item of the page under the point. */
  itemAt: (point: Point) => EditItem | undefined;
}

/** What a pointer event says besides its place. */
export interface PointerInfo {
  shift: boolean;
  /** A finger (or a pen): handles take presses from further away. */
  coarse: boolean;
  /** CSS pixels per PDF point at the zoom shown, for sizes meant in pixels (handles). */
  pixelsPerPoint: number;
}

export interface EditorTool {
  down?(point: Point, context: ToolContext, pointer: PointerInfo): void;
  move?(point: Point, context: ToolContext, pointer: PointerInfo): void;
  up?(point: Point, context: ToolContext, pointer: PointerInfo): void;
  /** The selected item's resize handles work with this tool (so they are drawn). */
  resizes?: boolean;
  /** The item being drawn, shown while the pointer is down and not yet in the document. */
  draft?(): EditItem | undefined;
}
