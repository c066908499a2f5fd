import type { TextSpan } from './page-text';
import type { Paragraph } from './paragraphs';

const HYPHENATED_END = /(\p{L})[-\u00ad]$/u;
const LOWERCASE_START = /^\s*\p{Ll}/u;
export const BULLET_MARKER = /^\s*[•◦▪▫‣∙·●○■□–—*-]\s+/u;

/**
 * A paragraph's text as its spans' pieces, in order: lines are joined by a space, or made whole where
 * a hyphen cut a word at the end of a line; a bullet's marker is dropped (the writer draws its own).
 */
export function paragraphPieces(paragraph: Paragraph): Array<{ span: TextSpan; text: string }> {
  const pieces: Array<{ span: TextSpan; text: string }> = [];
  paragraph.lines.forEach((line, index) => {
    const next = paragraph.lines[index + 1];
    line.spans.forEach((span, spanIndex) => {
      let text = span.text;
      if (index === 0 && spanIndex === 0 && paragraph.bullet) text = text.replace(BULLET_MARKER, '');
      const lastOfLine = spanIndex === line.spans.length - 1;
      if (lastOfLine && next) {
        text = text.trimEnd();
        text = HYPHENATED_END.test(text) && LOWERCASE_START.test(next.text) ? text.slice(0, -1) : `${text} `;
      }
      if (text) pieces.push({ span, text });
    });
  });
  return pieces;
}
