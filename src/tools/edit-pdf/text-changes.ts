// The Edit text tool's changes to the text already on the pages, as the editor keeps them: at most one
// change per line; a line's change replaces whatever change its lines had before. Pure, for the
// history (editor-document.ts), the page overlay and find and replace alike.
import type { TextEdit, TextEditStyle } from '../../contract/edit-pdf';
import type { PageTextLine } from '../../contract/page-text';
import { joinedText } from '../../contract/paragraph-join';

/** The change that covers a line of a page, if any. */
export function changeOfLine(changes: TextEdit[], page: number, line: number): TextEdit | undefined {
  return changes.find((change) => change.page === page && change.lines.includes(line));
}

/** The lines of the line's block, in order. */
export function blockOf(lines: PageTextLine[], line: PageTextLine): PageTextLine[] {
  return lines.filter((other) => other.block === line.block);
}

/** The block's text as one paragraph: its lines run on (paragraph-join.ts). */
export function paragraphOf(lines: PageTextLine[]): string {
  return joinedText(lines.map((line) => line.text));
}

const styled = (style: TextEditStyle | undefined) => style !== undefined && Object.values(style).some((value) => value !== undefined);

/** A change of one line, or undefined when it changes nothing. */
export function lineChange(page: number, line: PageTextLine, text: string, style?: TextEditStyle): TextEdit | undefined {
  if (text === line.text && !styled(style)) return undefined;
  return { page, lines: [line.index], original: line.text, text, ...(styled(style) ? { style } : {}) };
}

/** A change of a whole block as one paragraph (it reflows to the block's width), or undefined when it changes nothing. */
export function blockChange(page: number, block: PageTextLine[], text: string, style?: TextEditStyle): TextEdit | undefined {
  if (text === paragraphOf(block) && !styled(style)) return undefined;
  return { page, lines: block.map((line) => line.index), original: block.map((line) => line.text).join('\n'), text, ...(styled(style) ? { style } : {}) };
}

/** The changes after adding some: those they overlap (and the lines cleared) are dropped first. */
export function withChanges(changes: TextEdit[], added: TextEdit[], cleared: Array<{ page: number; lines: number[] }> = []): TextEdit[] {
  const taken = [...added, ...cleared];
  const overlaps = (change: TextEdit) => taken.some((other) => other.page === change.page && other.lines.some((line) => change.lines.includes(line)));
  return [...changes.filter((change) => !overlaps(change)), ...added];
}

/** What the line says now: its change's text when a change of that line alone covers it. */
export function currentText(changes: TextEdit[], page: number, line: PageTextLine): string {
  const change = changeOfLine(changes, page, line.index);
  return change && change.lines.length === 1 ? change.text : line.text;
}
