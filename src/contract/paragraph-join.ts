// How the lines of a block run on as one paragraph, the same for the Edit text screen (the text it
// opens a paragraph with) and the engine (which character of the old text each typed one matches):
// each line without its spaces at either end, joined by one space; a word hyphenated at a line's end
// is joined whole, its hyphen dropped, when the next line goes on in lower case.

const HYPHENS = new Set(['-', '\u00ad']);
const SPACE = /\s/u;

export function joinLines<T>(lines: T[][], charOf: (item: T) => string, space: (before: T) => T): T[] {
  const joined: T[] = [];
  for (const line of lines) {
    let start = 0;
    let end = line.length;
    while (start < end && SPACE.test(charOf(line[start]))) start += 1;
    while (end > start && SPACE.test(charOf(line[end - 1]))) end -= 1;
    const trimmed = line.slice(start, end);
    if (trimmed.length === 0) continue;
    const last = joined[joined.length - 1];
    if (last !== undefined) {
      const hyphenated = HYPHENS.has(charOf(last)) && joined.length > 1 && /\p{L}/u.test(charOf(joined[joined.length - 2]))
        && /\p{Ll}/u.test(charOf(trimmed[0]));
      if (hyphenated) joined.pop();
      else joined.push(space(last));
    }
    joined.push(...trimmed);
  }
  return joined;
}

/** The lines' texts as one paragraph. */
export function joinedText(lines: string[]): string {
  return joinLines(lines.map((line) => [...line]), (char) => char, () => ' ').join('');
}
