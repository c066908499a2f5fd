import { describe, expect, it } from 'vitest';
import type { CompareDifference } from '../../contract/compare-pdf';
import { describeDifference, focusOf, marksOf } from './compare-marks';

const box = { x: 10, y: 20, width: 30, height: 12 };
const words = (text: string) => ({ words: text.split(' '), boxes: [box] });
const differences: CompareDifference[] = [
  { kind: 'changed', pages: { before: 2, after: 2 }, before: words('quick'), after: words('slow') },
  { kind: 'added', pages: { before: 3, after: 4 }, after: words('one two three four five six seven eight nine ten') },
  { kind: 'removed', pages: { before: 3, after: 4 }, before: words('gone words') },
  { kind: 'drawing', pages: { before: 4, after: 5 }, boxes: [box, box] },
  { kind: 'page-added', page: 5 },
  { kind: 'page-size', pages: { before: 1, after: 1 }, before: { width: 595.28, height: 841.89 }, after: { width: 612, height: 792 } },
];

describe('the Compare view\'s words and marks', () => {
  it('words each difference for the summary', () => {
    expect(differences.map(describeDifference)).toEqual([
      "Page 2: 'quick' → 'slow'",
      'Page 3 (now 4): paragraph added (10 words)',
      "Page 3 (now 4): 'gone words' removed",
      'Page 4 (now 5): drawing changed',
      'Page 5: page added',
      'Page 1: page size changed (595 × 842 → 612 × 792 pt)',
    ]);
  });

  it('marks removed words on the left, added on the right, changed and drawings on both, each on its own file\'s page', () => {
    const marks = marksOf(differences);
    expect(marks.map(({ tone, side, page }) => [tone, side, page])).toEqual([
      ['changed', 'before', 2], ['changed', 'after', 2], ['added', 'after', 4], ['removed', 'before', 3],
      ['drawing', 'before', 4], ['drawing', 'before', 4], ['drawing', 'after', 5], ['drawing', 'after', 5],
    ]);
    expect(new Set(marks.map((mark) => mark.id)).size).toBe(marks.length);
  });

  it('shows a picked difference at its first mark, or its page', () => {
    expect(focusOf(differences[2], 2)).toEqual({ side: 'before', page: 3, markId: marksOf(differences).find((mark) => mark.tone === 'removed')!.id });
    expect(focusOf(differences[1], 1).markId).toBe(marksOf(differences).find((mark) => mark.tone === 'added')!.id);
    expect(focusOf(differences[4], 4)).toEqual({ side: 'after', page: 5 });
    expect(focusOf(differences[3], 3)).toMatchObject({ side: 'after', page: 5 });
    expect(focusOf({ kind: 'page-removed', page: 2 }, 6)).toEqual({ side: 'before', page: 2 });
  });
});
