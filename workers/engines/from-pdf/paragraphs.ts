import type { Box, TextBlock, TextLine } from './page-text';
import { boxAround } from '../../../src/contract/box-around';

// Reflow: the lines MuPDF groups into blocks become paragraphs a word processor can edit. A block
// is cut where a paragraph visibly ends (a short line followed by a new sentence, a wider gap, a
// list marker); each paragraph keeps its lines so the writer can carry the spans' fonts over.

export type ParagraphKind = 'body' | 'heading' | 'list';

export interface Paragraph {
  kind: ParagraphKind;
  /** 1 to 3 for headings. */
  level?: number;
  lines: TextLine[];
  bbox: Box;
  centred: boolean;
  /** A bullet list item: its marker is dropped from the text and drawn by the word processor. */
  bullet: boolean;
  /** Set in a monospace font (a code listing, a preformatted table): each line is a paragraph of its own, spaces kept. */
  preformatted: boolean;
}

/** A line set wholly in a monospace font (spaces aside). */
const isMonospace = (line: TextLine) => line.spans.every((span) => span.monospace || span.text.trim() === '');

const BULLET = /^\s*[•◦▪▫‣∙·●○■□–—*-]\s+/u;
const NUMBERED = /^\s*(\(?\d{1,3}[.)]|\(?[a-zA-Z][.)]|[ivxIVX]{1,4}[.)])\s+\S/u;
const SENTENCE_START = /^\s*[\p{Lu}\p{N}"“(]/u;

/** The size most characters are set in: body text, against which headings are measured. */
export function bodySize(blocks: TextBlock[]): number {
  const weight = new Map<number, number>();
  for (const block of blocks) for (const line of block.lines) for (const span of line.spans) {
    weight.set(span.size, (weight.get(span.size) ?? 0) + span.text.length);
  }
  let best = 10;
  let most = 0;
  for (const [size, count] of weight) if (count > most) [best, most] = [size, count];
  return best;
}

export function paragraphsOf(block: TextBlock, body: number, pageWidth: number): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: TextLine[] = [];
  const right = block.bbox.x + block.bbox.width;
  const gaps = block.lines.slice(1).map((line, index) => line.baseline - block.lines[index].baseline).filter((gap) => gap > 0);
  const usualGap = gaps.length > 0 ? [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] : 0;
  block.lines.forEach((line, index) => {
    const previous = block.lines[index - 1];
    if (previous && current.length > 0) {
      const endedShort = previous.bbox.x + previous.bbox.width < right - Math.max(block.bbox.width * 0.12, 2 * sizeOf(previous));
      const gap = line.baseline - previous.baseline;
      const newParagraph = (endedShort && SENTENCE_START.test(line.text))
        || (usualGap > 0 && gap > usualGap * 1.5)
        || gap < 0
        || isListItem(line)
        // A listing's lines are its own: never reflowed into one.
        || (isMonospace(line) && isMonospace(previous))
        || Math.abs(sizeOf(line) - sizeOf(previous)) > 1.5;
      if (newParagraph) {
        paragraphs.push(paragraphOf(current, body, pageWidth));
        current = [];
      }
    }
    current.push(line);
  });
  if (current.length > 0) paragraphs.push(paragraphOf(current, body, pageWidth));
  return paragraphs;
}

function paragraphOf(lines: TextLine[], body: number, pageWidth: number): Paragraph {
  const size = sizeOf(lines[0]);
  const text = lines.map((line) => line.text).join(' ').trim();
  const allBold = lines.every((line) => line.spans.every((span) => span.bold || span.text.trim() === ''));
  const short = lines.length <= 2 && text.length <= 120;
  let kind: ParagraphKind = 'body';
  let level: number | undefined;
  if (short && size >= body * 1.6) [kind, level] = ['heading', 1];
  else if (short && size >= body * 1.2) [kind, level] = ['heading', 2];
  else if (short && lines.length === 1 && allBold && size >= body - 0.5 && !NUMBERED.test(text) || short && size >= body * 1.1) [kind, level] = ['heading', 3];
  const bullet = BULLET.test(lines[0].text);
  if (kind === 'body' && (bullet || NUMBERED.test(lines[0].text))) kind = 'list';
  const bbox = unionOf(lines.map((line) => line.bbox));
  const centre = bbox.x + bbox.width / 2;
  const centred = lines.length <= 3 && Math.abs(centre - pageWidth / 2) < pageWidth * 0.03 && bbox.width < pageWidth * 0.6;
  return { kind, level, lines, bbox, centred, bullet: kind === 'list' && bullet, preformatted: lines.every(isMonospace) };
}

function isListItem(line: TextLine): boolean {
  return BULLET.test(line.text) || NUMBERED.test(line.text);
}

/** The line's size: that of most of its characters. */
export function sizeOf(line: TextLine): number {
  let best = line.spans[0]?.size ?? 0;
  let most = 0;
  for (const span of line.spans) if (span.text.length > most) [best, most] = [span.size, span.text.length];
  return best;
}

export function unionOf(boxes: Box[]): Box {
  return boxAround(boxes);
}
