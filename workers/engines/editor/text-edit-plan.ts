// What a text change does to its lines, before any font is chosen: which characters go, and each
// new character's look. The unchanged words at the start of a line stay exactly as drawn; the rest is
// written anew. Characters the change kept (before and after what was typed) keep their own font,
// size and colour; typed characters take the look of the character before them.
import type { TextEdit } from '../../../src/contract/edit-pdf';
import { joinLines } from '../../../src/contract/paragraph-join';
import { lineText, type StyledChar, type StyledLine } from './styled-lines';

/** A character to write, with the look of the character it comes from. */
export interface PlannedChar {
  char: string;
  look: StyledChar;
}

export interface TextEditPlan {
  /** For each line of the change, the index of its first character that is removed (and rewritten). */
  removeFrom: Map<number, number>;
  /** One line kept in place (its unchanged start stays), or a paragraph wrapped to its block's width. */
  mode: 'line' | 'paragraph';
  /** The text to write after what stays, character by character; '\n' is a line break. */
  chars: PlannedChar[];
}

const SPACE = /\s/u;

export function planTextEdit(edit: TextEdit, lines: StyledLine[]): TextEditPlan | undefined {
  const edited = edit.lines.map((index) => lines[index]);
  // One line as it is; the lines of a paragraph run on, as the screen joins them (paragraph-join.ts).
  const asPlanned = (line: StyledLine) => line.chars.map((char): PlannedChar => ({ char: char.char, look: char }));
  const old: PlannedChar[] = edited.length === 1 ? asPlanned(edited[0])
    : joinLines(edited.map(asPlanned), (planned) => planned.char, (before) => ({ char: ' ', look: before.look }));
  const typed = [...edit.text];
  const paragraph = edit.lines.length > 1 || edit.text.includes('\n');
  const restyled = edit.style !== undefined && Object.values(edit.style).some((value) => value !== undefined);
  if (!paragraph && !restyled && edit.text === lineText(edited[0])) return undefined;

  let prefix = 0;
  while (prefix < old.length && prefix < typed.length && old[prefix].char === typed[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < old.length - prefix && suffix < typed.length - prefix
    && old[old.length - 1 - suffix].char === typed[typed.length - 1 - suffix]) suffix += 1;
  const looks = typed.map((char, index): PlannedChar => {
    if (index < prefix) return { char, look: old[index].look };
    const fromEnd = typed.length - 1 - index;
    if (fromEnd < suffix) return { char, look: old[old.length - 1 - fromEnd].look };
    // Typed: the look of the character before it, or of the first one for text typed at the start.
    return { char, look: old[Math.max(0, Math.min(prefix - 1, old.length - 1))]?.look ?? edited[0].chars[0] };
  });

  if (paragraph || restyled) {
    return { mode: paragraph ? 'paragraph' : 'line', removeFrom: new Map(edit.lines.map((index) => [index, 0])), chars: looks };
  }
  // One line: what stays is the whole words before the first change, and the space after them.
  let keep = prefix;
  while (keep > 0 && !SPACE.test(old[keep - 1].char)) keep -= 1;
  return { mode: 'line', removeFrom: new Map([[edit.lines[0], keep]]), chars: looks.slice(keep) };
}
