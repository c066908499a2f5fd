// The line or paragraph open in the Edit text tool, and how it is shown in place: the same font
// family, size, weight, slant and colour, over a white box that hides the page's own words.
import type { CSSProperties } from 'react';
import type { Box, TextEdit, TextEditStyle } from '../../contract/edit-pdf';
import type { FontFamily, PageTextLine } from '../../contract/page-text';
import { cssFontOf } from './editor-style';
import { boxAround } from '../../contract/box-around';

export interface TextTarget {
  page: number;
  /** The line clicked; a paragraph holds all of its block's lines. */
  lines: PageTextLine[];
  mode: 'line' | 'paragraph';
  /** The text the field opens with, and where its caret starts (the end when unset). */
  text: string;
  caret?: number;
  style?: TextEditStyle;
}

const FACE: Record<FontFamily, keyof typeof cssFontOf> = { sans: 'Helvetica', serif: 'Times New Roman', mono: 'Courier New' };

/** The distance between the baselines of a block's lines (1.2 sizes for one line), in points. */
export function pitchOf(lines: PageTextLine[]): number {
  const steps = lines.slice(1).map((line, index) => line.baseline - lines[index].baseline).filter((step) => step > 0).sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 2)] ?? lines[0].fontSize * 1.2;
}

/** The CSS that draws text like the line (with a change's style), `scale` CSS pixels per point. */
export function textLook(line: PageTextLine, style: TextEditStyle | undefined, scale: number): CSSProperties {
  const size = style?.fontSize ?? line.fontSize;
  return {
    fontFamily: cssFontOf[FACE[line.family]],
    fontSize: size * scale,
    fontWeight: (style?.bold ?? line.bold) ? 700 : 400,
    fontStyle: (style?.italic ?? line.italic) ? 'italic' : 'normal',
    color: style?.color ?? line.color,
  };
}

/** Where a change (or the open field) is drawn: its lines' box, widened to the block's right edge. */
export function placeOf(lines: PageTextLine[], block: PageTextLine[]): Box {
  const box = boxAround(lines.map((line) => line.box));
  const right = Math.max(...block.map((line) => line.box.x + line.box.width));
  return { ...box, width: Math.max(box.width, right - box.x) };
}

/** The lines a change covers, from the page's lines. */
export function linesOf(change: TextEdit, lines: PageTextLine[]): PageTextLine[] {
  return change.lines.map((index) => lines[index]).filter(Boolean);
}
