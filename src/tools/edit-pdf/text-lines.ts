// A text item's lines as the screen draws them: wrapped to the box's width when it has one, measured
// with the browser's fonts (the metric-compatible faces of editor-style.ts), as the saved file wraps them.
import type { TextItem } from '../../contract/edit-pdf';
import { wrapText } from '../../contract/text-wrap';
import { cssFontOf } from './editor-style';

/** The padding inside a text box, on each side, in points (the saved file's too). */
export const TEXT_PADDING = 2;

let measuring: OffscreenCanvasRenderingContext2D | null | undefined;

/** A line's width in points; half an em per character where there is no canvas (unit tests). */
export function lineWidth(item: TextItem, line: string): number {
  measuring ??= typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (!measuring) return line.length * item.fontSize * 0.55;
  const heavy = item.bold || item.fontFamily === 'Arial Black' || item.fontFamily === 'Impact';
  measuring.font = `${item.italic ? 'italic ' : ''}${heavy ? '700 ' : ''}${item.fontSize}px ${cssFontOf[item.fontFamily]}`;
  return measuring.measureText(line).width;
}

export function textLines(item: TextItem): string[] {
  return wrapText(item.text, item.width === undefined ? undefined : item.width - TEXT_PADDING * 2, (line) => lineWidth(item, line));
}
