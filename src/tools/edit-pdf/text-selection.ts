// Selected text on a page: a run of words in reading order, from the word where the drag began to the
// word where it is now (either way round), as pdf.js's viewer and Acrobat select. Pure: the select and
// highlight tools, the copy handler and the tests share it.
import type { Box, HighlightItem, Point } from '../../contract/edit-pdf';
import type { PageWord } from '../../contract/page-words';
import { textHighlightBoxes } from '../../contract/text-highlight';
import { HIGHLIGHT_LOOK } from './editor-style';
import { boxAround } from './tools/item-geometry';

export interface TextSelection {
  page: number;
  /** Word indexes in reading order, inclusive; `anchor` is where the drag began. */
  anchor: number;
  focus: number;
}

// A press this close to a word (points) is on it: the gaps between words and lines count as text.
const NEAR_TEXT = 3;

function distanceTo(box: Box, { x, y }: Point): { dx: number; dy: number } {
  return { dx: Math.max(box.x - x, 0, x - (box.x + box.width)), dy: Math.max(box.y - y, 0, y - (box.y + box.height)) };
}

/** The word under the point (or within a few points of it), if any. */
export function wordAt(words: PageWord[], point: Point): number | undefined {
  let best: number | undefined;
  let bestDistance = NEAR_TEXT;
  words.forEach((word, index) => {
    const { dx, dy } = distanceTo(word.box, point);
    const distance = Math.hypot(dx, dy);
    if (distance <= bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * The word a drag has reached: the nearest one, a line above or below weighing more than a word
 * aside, so a pointer in the margin or between words stays on its line.
 */
export function nearestWord(words: PageWord[], point: Point): number | undefined {
  let best: number | undefined;
  let bestDistance = Infinity;
  words.forEach((word, index) => {
    const { dx, dy } = distanceTo(word.box, point);
    const distance = dx + dy * 4;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

export function selectedWords(words: PageWord[], selection: TextSelection): PageWord[] {
  return words.slice(Math.min(selection.anchor, selection.focus), Math.max(selection.anchor, selection.focus) + 1);
}

// A word cut at the end of a line ("al-" / "ternative") is copied whole, as pdftotext and Acrobat copy it.
const CUT_WORD = /[\p{L}][-\u00ad\u2010]$/u;
const GOES_ON = /^\p{Ll}/u;

/** The words as text: a space between the words of a line, a line break between lines. */
export function textOf(words: PageWord[]): string {
  let text = '';
  words.forEach((word, index) => {
    const before = words[index - 1];
    if (!before) text = word.text;
    else if (word.line === before.line) text += ` ${word.text}`;
    else if (CUT_WORD.test(before.text) && GOES_ON.test(word.text)) text = text.slice(0, -1) + word.text;
    else text += `\n${word.text}`;
  });
  return text;
}

/** One box per line of the words: what the screen shades and what a text highlight's quads cover. */
export function lineBoxes(words: PageWord[]): Box[] {
  const lines: PageWord[][] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && last[0].line === word.line) last.push(word);
    else lines.push([word]);
  }
  return lines.map((line) => boxAround(line.flatMap(({ box }) => [{ x: box.x, y: box.y }, { x: box.x + box.width, y: box.y + box.height }])));
}

/** The words of the line the word is on (a triple click). */
export function lineOf(words: PageWord[], index: number): { anchor: number; focus: number } {
  const { line } = words[index];
  let anchor = index;
  let focus = index;
  while (anchor > 0 && words[anchor - 1].line === line) anchor -= 1;
  while (focus < words.length - 1 && words[focus + 1].line === line) focus += 1;
  return { anchor, focus };
}

/** A highlight over the selected words: one quad per line, yellow at 0.5 as the spec's highlight. */
export function textHighlightOf(words: PageWord[], selection: TextSelection, id: string): HighlightItem {
  return { kind: 'highlight', id, page: selection.page, ...textHighlightBoxes(lineBoxes(selectedWords(words, selection))), ...HIGHLIGHT_LOOK };
}

/**
 * The selection's focus moved by the keyboard, as Shift+arrows move it in a text: a word left or
 * right, or to the nearest word of the line above or below.
 */
export function movedFocus(words: PageWord[], selection: TextSelection, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'): TextSelection {
  const last = words.length - 1;
  const { focus } = selection;
  if (key === 'ArrowLeft' || key === 'ArrowRight') return { ...selection, focus: Math.min(last, Math.max(0, focus + (key === 'ArrowLeft' ? -1 : 1))) };
  const step = key === 'ArrowUp' ? -1 : 1;
  const line = words[focus].line + step;
  const onLine = words.map((word, index) => ({ word, index })).filter(({ word }) => word.line === line);
  if (onLine.length === 0) return selection;
  const x = words[focus].box.x;
  const closest = onLine.reduce((best, next) => (Math.abs(next.word.box.x - x) < Math.abs(best.word.box.x - x) ? next : best));
  return { ...selection, focus: closest.index };
}
