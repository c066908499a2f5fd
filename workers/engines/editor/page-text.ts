// The text lines of one page with their look, for the editor's Edit text tool: what it outlines on
// hover and opens for editing, and which lines it does not offer (and why). The file is read in place
// (the preview's Blob), and only the asked page is walked.
import { pageTextOperation, type PageTextAnswer, type PageTextLine, type PageTextRequest } from '../../../src/contract/page-text';
import { implement } from '../../runtime/operations';
import { readPreviewPage } from './preview-page';
import { hexOf } from './colors';
import { familyOf, isBoldFont, isItalicFont, withoutSubsetPrefix } from './font-look';
import { isScannedPage, lineRefusal } from './line-refusals';
import { fullFontName, pageFonts } from './page-fonts';
import { boxOfChars } from './page-lines';
import { pagePlaceOf } from './page-place';
import { lineText, readStyledLines, type StyledChar, type StyledLine } from './styled-lines';

export const pageText = implement(pageTextOperation, ({ file, pageNumber }: PageTextRequest): Promise<PageTextAnswer> => readPreviewPage(file, pageNumber, (page, mupdf) => {
  const text = readStyledLines(mupdf, page);
  const scanned = isScannedPage(text);
  const fonts = pageFonts(page);
  const place = pagePlaceOf(page);
  const lines = text.lines.map((line, index): PageTextLine => {
    const main = mainChar(line);
    const look = text.fonts.get(main.font);
    const name = fullFontName(fonts, main.font);
    const refused = lineRefusal(line, scanned, fonts);
    return {
      index,
      block: line.block,
      text: lineText(line),
      box: boxOfChars(line.chars, place),
      baseline: place.fromPage(main.origin)[1],
      fontSize: main.size / place.length(1),
      color: hexOf(main.color as Parameters<typeof hexOf>[0]) ?? '#000000',
      fontName: withoutSubsetPrefix(name),
      family: familyOf(name, look),
      bold: isBoldFont(name, look),
      italic: isItalicFont(name, look),
      ...(refused ? { refused } : {}),
    };
  });
  return { lines, scanned };
}));

/** The character whose look most of the line has (by count of letters, not spaces). */
function mainChar(line: StyledLine): StyledChar {
  const counts = new Map<string, { count: number; char: StyledChar }>();
  for (const char of line.chars) {
    if (/\s/u.test(char.char)) continue;
    const key = `${char.font}|${char.size}|${char.color.join()}`;
    const entry = counts.get(key) ?? { count: 0, char };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.char ?? line.chars[0];
}
