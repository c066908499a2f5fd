import { describe, expect, it } from 'vitest';
import type { PageTextLine } from '../../contract/page-text';
import { blockChange, currentText, lineChange, paragraphOf, withChanges } from './text-changes';
import { indexLines } from './line-index';
import { editorReducer, emptyHistory } from './editor-document';

const line = (index: number, text: string, block = 0, y = index * 12): PageTextLine => ({
  index, block, text, box: { x: 10, y, width: 100, height: 10 }, baseline: y + 8, fontSize: 10, color: '#000000',
  fontName: 'Arimo', family: 'sans', bold: false, italic: false,
});

describe('text changes', () => {
  const lines = [line(0, 'First line of a'), line(1, 'paragraph here.'), line(2, 'Another block', 1, 40)];

  it('makes a change only when the text or its look changes', () => {
    expect(lineChange(1, lines[0], 'First line of a')).toBeUndefined();
    expect(lineChange(1, lines[0], 'First line of a', { bold: true })).toEqual({ page: 1, lines: [0], original: 'First line of a', text: 'First line of a', style: { bold: true } });
    expect(paragraphOf(lines.slice(0, 2))).toBe('First line of a paragraph here.');
    expect(blockChange(1, lines.slice(0, 2), 'First line of a paragraph here.')).toBeUndefined();
    expect(blockChange(1, lines.slice(0, 2), 'One paragraph.')).toEqual({ page: 1, lines: [0, 1], original: 'First line of a\nparagraph here.', text: 'One paragraph.' });
  });

  it('keeps one change per line: a paragraph change replaces its lines\' changes, and lines can be put back', () => {
    const first = lineChange(1, lines[0], 'Changed line')!;
    const other = lineChange(1, lines[2], 'Other block')!;
    const paragraph = blockChange(1, lines.slice(0, 2), 'Whole paragraph.')!;
    expect(withChanges([first, other], [paragraph])).toEqual([other, paragraph]);
    expect(withChanges([first, other], [], [{ page: 1, lines: [2] }])).toEqual([first]);
    expect(currentText([first], 1, lines[0])).toBe('Changed line');
    expect(currentText([paragraph], 1, lines[0])).toBe('First line of a');
  });

  it('is one step of the editor\'s history, undone and redone whole', () => {
    const changes = [lineChange(1, lines[0], 'A')!, lineChange(1, lines[2], 'B')!];
    const after = editorReducer(emptyHistory, { type: 'text-edits', edits: changes });
    expect(after.present.textEdits).toEqual(changes);
    const undone = editorReducer(after, { type: 'undo' });
    expect(undone.present.textEdits).toBeUndefined();
    expect(editorReducer(undone, { type: 'redo' }).present.textEdits).toEqual(changes);
  });

  it('finds the line under a point through its band, the nearest when boxes overlap', () => {
    const many = Array.from({ length: 20000 }, (_, index) => line(index, `line ${index}`, index, index * 11));
    const index = indexLines(many);
    expect(index.at({ x: 50, y: 11 * 12345 + 5 })?.index).toBe(12345);
    expect(index.at({ x: 500, y: 5 })).toBeUndefined();
    const overlapping = indexLines([line(0, 'a', 0, 0), line(1, 'b', 1, 8)]);
    expect(overlapping.at({ x: 20, y: 11 })?.index).toBe(1);
    expect(overlapping.at({ x: 20, y: 7 })?.index).toBe(0);
  });
});
