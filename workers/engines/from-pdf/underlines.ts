import type { TextBlock, TextChar, TextLine, TextSpan } from './page-text';
import type { Rule } from './page-rules';

// PDFs have no underlined text: the underline is a thin line (or filled rectangle) drawn just below
// the baseline, as long as the words it marks. MuPDF's structured text leaves it out, so it is found
// among the page's horizontal rules and given back to the characters above it.

/** How far below the baseline an underline may sit, as a share of the font size (a strike-through sits above). */
const MAX_DROP = 0.4;
/** A rule that starts or ends more than this many font sizes beyond the line's text belongs to a table or a border. */
const MAX_OVERHANG = 1;
/** A rule thicker than this share of the font size is a bar or a box edge, not an underline. */
const MAX_THICKNESS = 0.2;

/** The blocks with each span split where an underline starts or ends, the underlined pieces flagged. */
export function markUnderlines(blocks: TextBlock[], horizontal: Rule[]): TextBlock[] {
  if (horizontal.length === 0) return blocks;
  return blocks.map((block) => ({ ...block, lines: block.lines.map((line) => underlinedLine(line, horizontal)) }));
}

function underlinedLine(line: TextLine, horizontal: Rule[]): TextLine {
  const size = Math.max(...line.spans.map((span) => span.size));
  const left = line.bbox.x - size * MAX_OVERHANG;
  const right = line.bbox.x + line.bbox.width + size * MAX_OVERHANG;
  const under = horizontal.filter((rule) => {
    const middle = (rule.y0 + rule.y1) / 2;
    return middle >= line.baseline - 0.5 && middle <= line.baseline + size * MAX_DROP
      && rule.y1 - rule.y0 <= size * MAX_THICKNESS && rule.x0 >= left && rule.x1 <= right;
  });
  if (under.length === 0) return line;
  const covered = (char: TextChar) => {
    const middle = (char.x0 + char.x1) / 2;
    return under.some((rule) => middle >= rule.x0 - 0.5 && middle <= rule.x1 + 0.5);
  };
  return { ...line, spans: line.spans.flatMap((span) => splitSpan(span, covered)) };
}

/** The span cut into runs of characters that are all underlined or all not. */
function splitSpan(span: TextSpan, covered: (char: TextChar) => boolean): TextSpan[] {
  const pieces: TextSpan[] = [];
  for (const char of span.chars) {
    const underline = covered(char);
    const last = pieces.at(-1);
    if (last && Boolean(last.underline) === underline) {
      last.chars.push(char);
      last.text += char.c;
      last.bbox.width = Math.max(last.bbox.width, char.x1 - last.bbox.x);
    } else {
      pieces.push({ ...span, underline, text: char.c, chars: [char], bbox: { ...span.bbox, x: char.x0, width: char.x1 - char.x0 } });
    }
  }
  return pieces.length > 0 ? pieces : [span];
}
