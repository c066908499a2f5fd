// How a text item's words fill its box when the box has a width: the screen (measuring with the
// browser's fonts) and the engine (with the embedded font's advances) wrap the same way.

/**
 * The lines of `text` in a box `width` wide: its own line breaks, then a word moves to the next line
 * when the line would be wider (a word wider than the box stays whole on its own line). Without a
 * width, only the text's own line breaks.
 */
export function wrapText(text: string, width: number | undefined, measure: (line: string) => number): string[] {
  const paragraphs = text.split('\n');
  if (width === undefined) return paragraphs;
  return paragraphs.flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && measure(candidate) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
    return lines;
  });
}
