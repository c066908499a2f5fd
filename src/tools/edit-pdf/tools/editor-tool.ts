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

export interface EditorTool {
  down?(point: Point, context: ToolContext): void;
  move?(point: Point, context: ToolContext): void;
  up?(point: Point, context: ToolContext): void;
  /** The item being drawn, shown while the pointer is down and not yet in the document. */
  draft?(): EditItem | undefined;
}
