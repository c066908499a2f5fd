import type { Font, Page } from 'mupdf';

// The text of one page as MuPDF's structured text gives it: blocks of lines in reading order,
// each line cut into spans of one font, size and colour, each character with its position. Every
// text output (data, Word, PowerPoint, Excel) starts from here.

export interface Box { x: number; y: number; width: number; height: number }

export interface FontStyle {
  font: string;
  size: number;
  bold: boolean;
  italic: boolean;
  monospace: boolean;
  serif: boolean;
  /** '#rrggbb'. */
  colour: string;
}

export interface TextChar { c: string; x0: number; x1: number }

export interface TextSpan extends FontStyle {
  text: string;
  bbox: Box;
  chars: TextChar[];
  /** Drawn with a line under it (found among the page's rules, see underlines.ts); absent when not looked for. */
  underline?: boolean;
}

export interface TextLine {
  text: string;
  bbox: Box;
  /** The baseline: the y of the first character's origin. */
  baseline: number;
  spans: TextSpan[];
}

export interface TextBlock {
  bbox: Box;
  lines: TextLine[];
  /** A picture block: as PNG, in place among the text blocks (figures.ts draws it as the page shows it). */
  image?: { png: Uint8Array; width: number; height: number };
  /** An image block as read (only when asked): the image's own size in pixels, not yet drawn. */
  picture?: { width: number; height: number };
}

// Fonts that do not flag their weight or slant still say it in their name (TeX's CMBX12, Nimbus 'Medi').
const BOLD_NAME = /bold|black|heavy|semibold|demi|medi(um)?\b|^cmbx|^cmb\d/i;
const ITALIC_NAME = /italic|oblique|ital\b|^cmti|^cmsl|^cmmi/i;

/** Words and lines as pdftotext reads them: ligatures spelled out, whitespace kept where it is drawn. */
const STEXT_OPTIONS = 'preserve-whitespace';

/** The page's blocks in reading order; with `images`, picture blocks too (as PNG). */
export function readPageText(page: Page, { images = false } = {}): TextBlock[] {
  const text = page.toStructuredText(images ? `${STEXT_OPTIONS},preserve-images` : STEXT_OPTIONS);
  const blocks: TextBlock[] = [];
  let block: TextBlock | undefined;
  let line: TextLine | undefined;
  let span: TextSpan | undefined;
  const fontInfo = new Map<Font, Pick<FontStyle, 'font' | 'bold' | 'italic' | 'monospace' | 'serif'>>();
  try {
    text.walk({
      onImageBlock(bbox, _transform, image) {
        // Its size only: figures.ts draws it from the page, with what drawing adds (masks, clipping).
        blocks.push({ bbox: boxOf(bbox), lines: [], picture: { width: image.getWidth(), height: image.getHeight() } });
      },
      beginTextBlock(bbox) {
        block = { bbox: boxOf(bbox), lines: [] };
      },
      beginLine(bbox) {
        line = { text: '', bbox: boxOf(bbox), baseline: Number.NaN, spans: [] };
        span = undefined;
      },
      onChar(c, origin, font, size, quad, colour) {
        // Control characters have no place in text (and XML 1.0 cannot carry them).
        if (!line || isControl(c)) return;
        let info = fontInfo.get(font);
        if (!info) {
          const name = font.getName().replace(/^[A-Z]{6}\+/, '');
          info = { font: name, bold: font.isBold() || BOLD_NAME.test(name), italic: font.isItalic() || ITALIC_NAME.test(name), monospace: font.isMono(), serif: font.isSerif() };
          fontInfo.set(font, info);
        }
        const hex = colourHex(colour);
        const roundedSize = Math.round(size * 10) / 10;
        if (!span || span.font !== info.font || span.size !== roundedSize || span.colour !== hex) {
          span = { ...info, size: roundedSize, colour: hex, text: '', bbox: { x: origin[0], y: quadTop(quad), width: 0, height: 0 }, chars: [] };
          line.spans.push(span);
        }
        if (Number.isNaN(line.baseline)) line.baseline = origin[1];
        const x0 = Math.min(quad[0], quad[6]);
        const x1 = Math.max(quad[2], quad[4]);
        span.chars.push({ c, x0, x1 });
        span.text += c;
        line.text += c;
        grow(span.bbox, x0, quadTop(quad), x1, Math.max(quad[5], quad[7]));
      },
      endLine() {
        if (block && line && line.text.trim() !== '') block.lines.push(line);
        line = undefined;
      },
      endTextBlock() {
        if (block && block.lines.length > 0) blocks.push(block);
        block = undefined;
      },
    });
  } finally {
    text.destroy();
  }
  return blocks;
}

/**
 * The page's plain text in reading order, as the blocks give it: lines end with a newline, blocks
 * with an empty line, and a word hyphenated at a line's end is joined again (as pdftotext does).
 */
export function plainText(blocks: TextBlock[]): string {
  return blocks.map((block) => joinLines(block.lines.map((line) => line.text), '\n')).join('\n\n') + (blocks.length > 0 ? '\n' : '');
}

/** Running text: a block of at least 3 lines this long on average (a figure's labels, a table's cells and a heading are not). */
const RUNNING_LINES = 3;
const RUNNING_LINE_LENGTH = 25;

export function isRunningText(block: TextBlock): boolean {
  return block.lines.length >= RUNNING_LINES
    && block.lines.reduce((sum, line) => sum + line.text.trim().length, 0) / block.lines.length >= RUNNING_LINE_LENGTH;
}

const HYPHENATED_END = /(\p{L})[-\u00ad]$/u;
const LOWERCASE_START = /^\p{Ll}/u;

/** Lines joined with `separator`, except a word cut by a hyphen at a line's end, which is made whole. */
export function joinLines(lines: string[], separator: string): string {
  let text = '';
  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    const next = lines[index + 1]?.trimStart();
    if (next !== undefined && HYPHENATED_END.test(line) && LOWERCASE_START.test(next)) text += line.slice(0, -1);
    else text += line + (next === undefined ? '' : separator);
  });
  return text;
}

function isControl(c: string): boolean {
  const code = c.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || code === 0xfffe || code === 0xffff;
}

function boxOf([x0, y0, x1, y1]: number[]): Box {
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function quadTop(quad: number[]): number {
  return Math.min(quad[1], quad[3]);
}

function grow(box: Box, x0: number, y0: number, x1: number, y1: number): void {
  if (box.width === 0 && box.height === 0) {
    Object.assign(box, { x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
    return;
  }
  const left = Math.min(box.x, x0);
  const top = Math.min(box.y, y0);
  box.width = Math.max(box.x + box.width, x1) - left;
  box.height = Math.max(box.y + box.height, y1) - top;
  box.x = left;
  box.y = top;
}

function colourHex(colour: number[] | number): string {
  const components = Array.isArray(colour) ? colour : [colour];
  const [r, g, b] = components.length >= 3 ? components : [components[0] ?? 0, components[0] ?? 0, components[0] ?? 0];
  return `#${[r, g, b].map((value) => Math.round(Math.max(0, Math.min(1, value)) * 255).toString(16).padStart(2, '0')).join('')}`;
}
