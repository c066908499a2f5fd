// What the Compare view draws and lists for each difference the engine found: its words in the
// summary, its marks on the pages (which side, which page, which box, which colour), and what to
// focus when the person picks it in the list.
import type { Box } from '../../contract/edit-pdf';
import type { CompareDifference } from '../../contract/compare-pdf';
import { editorTexts } from './texts';

const text = editorTexts.compare;

export type CompareSide = 'before' | 'after';
export type MarkTone = 'removed' | 'added' | 'changed' | 'drawing';

export interface CompareMark {
  /** Unique on the screen, and the element's id. */
  id: string;
  difference: number;
  side: CompareSide;
  page: number;
  box: Box;
  tone: MarkTone;
}

/** What picking a difference in the list shows: its first mark, or the page itself. */
export interface CompareFocus {
  side: CompareSide;
  page: number;
  markId?: string;
}

const markId = (difference: number, side: CompareSide, box: number) => `compare-mark-${difference}-${side}-${box}`;
export const comparePageId = (side: CompareSide, page: number) => `compare-page-${side}-${page}`;

function runWords(words: string[], at: string, kind: 'added' | 'removed'): string {
  if (words.length >= text.paragraphWords) return (kind === 'added' ? text.paragraphAdded : text.paragraphRemoved)(at, words.length);
  return text[kind](at, text.quoted(words));
}

const points = ({ width, height }: { width: number; height: number }) => `${Math.round(width)} × ${Math.round(height)}`;

export function describeDifference(difference: CompareDifference): string {
  switch (difference.kind) {
    case 'changed': return text.changed(text.at(difference.pages), text.quoted(difference.before.words), text.quoted(difference.after.words));
    case 'added': return runWords(difference.after.words, text.at(difference.pages), 'added');
    case 'removed': return runWords(difference.before.words, text.at(difference.pages), 'removed');
    case 'drawing': return text.drawing(text.at(difference.pages));
    case 'page-added': return text.pageAdded(difference.page);
    case 'page-removed': return text.pageRemoved(difference.page);
    case 'page-size': return text.pageSize(text.at(difference.pages), points(difference.before), points(difference.after));
  }
}

function boxesOf(difference: CompareDifference): Record<CompareSide, Box[]> {
  switch (difference.kind) {
    case 'changed': return { before: difference.before.boxes, after: difference.after.boxes };
    case 'added': return { before: [], after: difference.after.boxes };
    case 'removed': return { before: difference.before.boxes, after: [] };
    case 'drawing': return { before: difference.boxes, after: difference.boxes };
    default: return { before: [], after: [] };
  }
}

const toneOf: Partial<Record<CompareDifference['kind'], MarkTone>> = { changed: 'changed', added: 'added', removed: 'removed', drawing: 'drawing' };

export function marksOf(differences: CompareDifference[]): CompareMark[] {
  return differences.flatMap((difference, index) => {
    const tone = toneOf[difference.kind];
    if (!tone || !('pages' in difference)) return [];
    const boxes = boxesOf(difference);
    return (['before', 'after'] as const).flatMap((side) => boxes[side].map((box, boxIndex) => ({
      id: markId(index, side, boxIndex), difference: index, side, page: difference.pages[side], box, tone,
    })));
  });
}

export function focusOf(difference: CompareDifference, index: number): CompareFocus {
  switch (difference.kind) {
    case 'removed': return { side: 'before', page: difference.pages.before, markId: markId(index, 'before', 0) };
    case 'page-removed': return { side: 'before', page: difference.page };
    case 'page-added': return { side: 'after', page: difference.page };
    case 'page-size': return { side: 'after', page: difference.pages.after };
    default: return { side: 'after', page: difference.pages.after, markId: markId(index, 'after', 0) };
  }
}
