// What every editor tool is: a small state machine fed the pointer's place on the page, in PDF
// points from the page's top-left (tldraw's tools are the model: shared/STYLE.md).
import type { EditItem, Point } from '../../../contract/edit-pdf';
import type { EditorAction, EditorDocument } from '../editor-document';
import type { EditorStyle } from '../editor-style';
import type { PageWord } from '../../../contract/page-words';
import type { TextSelection } from '../text-selection';

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
  /** The words of the page, once fetched: tools that select text read them (text-select-tool.ts). */
  words?: PageWord[];
  /** Shows (or, undefined, clears) the selected text. */
  selectText?: (selection: TextSelection | undefined) => void;
}

/** What a pointer event says besides its place. */
export interface PointerInfo {
  shift: boolean;
  /** A finger (or a pen): handles take presses from further away. */
  coarse: boolean;
  /** CSS pixels per PDF point at the zoom shown, for sizes meant in pixels (handles). */
  pixelsPerPoint: number;
}

/** A mouse at 1 pixel per point: for callers (tests) that give no pointer. */
export const PLAIN_POINTER: PointerInfo = { shift: false, coarse: false, pixelsPerPoint: 1 };

export interface EditorTool {
  down?(point: Point, context: ToolContext, pointer?: PointerInfo): void;
  move?(point: Point, context: ToolContext, pointer?: PointerInfo): void;
  up?(point: Point, context: ToolContext, pointer?: PointerInfo): void;
  /** The selected item's resize handles work with this tool (so they are drawn). */
  resizes?: boolean;
  /** The press at this point is the tool's own even off an item (a resize handle): text selection leaves it alone. */
  claims?(point: Point, context: ToolContext, pointer?: PointerInfo): boolean;
  /** The item being drawn, shown while the pointer is down and not yet in the document. */
  draft?(): EditItem | undefined;
}
