import { beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../../test/fixtures/corpus';
import { pageWords } from '../../../workers/engines/editor/page-words';
import type { PageWord } from '../../contract/page-words';
import { highlightAreas } from '../../contract/text-highlight';
import { lineBoxes, movedFocus, selectedWords, textHighlightOf, textOf } from './text-selection';

let words: PageWord[];
beforeAll(async () => {
  ({ words } = await pageWords({ file: corpusFile('multipage-text-tracemonkey-14p.pdf'), pageNumber: 1 }));
});

const indexOf = (text: string) => words.findIndex((word) => word.text === text);

describe('text selection', () => {
  it('copies a word cut at a line end whole, and keeps the hyphen of a word that has one', () => {
    const cut = indexOf('al-');
    expect(textOf(selectedWords(words, { page: 1, anchor: cut - 1, focus: cut + 1 }))).toBe('an alternative');
    const title = indexOf('Trace-based');
    expect(textOf(selectedWords(words, { page: 1, anchor: title, focus: title }))).toBe('Trace-based');
  });

  it('moves the focus a word aside or a line down with Shift+arrows', () => {
    const dynamic = indexOf('Dynamic');
    const selection = { page: 1, anchor: dynamic, focus: dynamic };
    expect(words[movedFocus(words, selection, 'ArrowRight').focus].text).toBe('Languages');
    expect(words[movedFocus(words, selection, 'ArrowLeft').focus].text).toBe('for');
    const title = indexOf('Trace-based');
    expect(words[movedFocus(words, { page: 1, anchor: title, focus: title }, 'ArrowDown').focus].text).toBe('Languages');
  });

  it('makes a highlight whose lines, back in page coordinates, are the lines of the selected words', () => {
    const selection = { page: 1, anchor: indexOf('Dynamic'), focus: indexOf('Languages') };
    const item = textHighlightOf(words, selection, 'h1');
    const areas = highlightAreas(item);
    const expected = lineBoxes(selectedWords(words, selection));
    expect(areas).toHaveLength(2);
    areas.forEach((area, index) => {
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(area[key]).toBeCloseTo(expected[index][key], 6);
    });
  });
});
