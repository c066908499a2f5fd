// A content stream without what hidden optional content draws: marked-content sequences tagged
// `/OC /name BDC … EMC` for a hidden name, and `Do` of a hidden XObject. Only what paints is dropped
// (text, paths that are not clips, images, shadings); what sets the graphics or text state is kept,
// so the visible content after a hidden sequence is drawn exactly as before.
import { contentOperations, type ContentOperation } from './content-operations';
import { joinBytes } from '../join-bytes';

export interface HiddenContentRules {
  /** Whether the marked-content property list of this name (in the resources' /Properties) is hidden. */
  hiddenTag(name: string): boolean;
  /** Whether the XObject of this name carries a hidden /OC. */
  hiddenXObject(name: string): boolean;
}

export interface HiddenContentResult {
  /** The stream without the hidden marks; undefined when nothing was hidden. */
  bytes: Uint8Array | undefined;
  /**
   * Tags whose text could not be taken out without moving visible text: hidden text shown on a line
   * that visible text continues (`[(hidden)] TJ` then `(visible) Tj` with no move between).
   */
  unsafeTags: Set<string>;
}

const TEXT_SHOWING = new Set(['Tj', 'TJ']);
/** Operators that start a new text line: text shown after them no longer follows dropped text. */
const LINE_MOVES = new Set(['Td', 'TD', 'Tm', 'T*', "'", '"', 'BT', 'ET']);
const PATH_BUILDING = new Set(['m', 'l', 'c', 'v', 'y', 'h', 're']);
const CLIPS = new Set(['W', 'W*']);
const PATH_PAINTING = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'n']);
/** Painting that has no state to keep: shadings, XObjects, inline images, marked points. */
const OTHER_MARKS = new Set(['sh', 'Do', 'BI', 'MP', 'DP']);

function numberText(operation: ContentOperation, index: number): string {
  const operand = operation.operands[index];
  return operand?.kind === 'number' ? String(operand.value) : '0';
}

function tagOf(operation: ContentOperation): string | undefined {
  const [kind, name] = operation.operands;
  return operation.operator === 'BDC' && kind?.kind === 'name' && kind.value === 'OC' && name?.kind === 'name' ? name.value : undefined;
}

export function withoutHiddenContent(bytes: Uint8Array, rules: HiddenContentRules): HiddenContentResult {
  /** Byte ranges to replace, in order, with what replaces them. */
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const unsafeTags = new Set<string>();
  let hiddenDepth = 0;
  let spanTag = '';
  let path: ContentOperation[] = [];
  let clips = false;
  /** The tag of hidden text dropped on the current text line, until the line moves. */
  let droppedOnLine: string | undefined;

  const drop = (operation: ContentOperation, text = ' ') => edits.push({ start: operation.start, end: operation.end, text: ` ${text} ` });

  for (const operation of contentOperations(bytes)) {
    const { operator } = operation;
    if (LINE_MOVES.has(operator)) droppedOnLine = undefined;
    if (operator === 'BMC' || operator === 'BDC') {
      const tag = tagOf(operation);
      if (hiddenDepth > 0) hiddenDepth += 1;
      else if (tag !== undefined && rules.hiddenTag(tag)) {
        hiddenDepth = 1;
        spanTag = tag;
      } else continue;
      drop(operation);
      continue;
    }
    if (operator === 'EMC' && hiddenDepth > 0) {
      hiddenDepth -= 1;
      drop(operation);
      continue;
    }
    if (hiddenDepth === 0) {
      if (operator === 'Do') {
        const [name] = operation.operands;
        if (name?.kind === 'name' && rules.hiddenXObject(name.value)) drop(operation);
      }
      if (TEXT_SHOWING.has(operator) && droppedOnLine !== undefined) unsafeTags.add(droppedOnLine);
      continue;
    }
    if (TEXT_SHOWING.has(operator)) {
      drop(operation);
      droppedOnLine = spanTag;
    } else if (operator === "'") {
      drop(operation, 'T*');
      droppedOnLine = spanTag;
    } else if (operator === '"') {
      drop(operation, `${numberText(operation, 0)} Tw ${numberText(operation, 1)} Tc T*`);
      droppedOnLine = spanTag;
    } else if (PATH_BUILDING.has(operator)) {
      path.push(operation);
    } else if (CLIPS.has(operator)) {
      path.push(operation);
      clips = true;
    } else if (PATH_PAINTING.has(operator)) {
      // A clip changes what later content shows: its path is kept and ended without painting.
      if (clips) drop(operation, 'n');
      else [...path, operation].forEach((part) => drop(part));
      path = [];
      clips = false;
    } else if (OTHER_MARKS.has(operator)) {
      drop(operation);
    }
  }
  if (edits.length === 0) return { bytes: undefined, unsafeTags };
  const encoder = new TextEncoder();
  const pieces: Uint8Array[] = [];
  let copied = 0;
  for (const { start, end, text } of edits.sort((a, b) => a.start - b.start)) {
    pieces.push(bytes.subarray(copied, start), encoder.encode(text));
    copied = end;
  }
  pieces.push(bytes.subarray(copied));
  return { bytes: joinBytes(pieces), unsafeTags };
}
