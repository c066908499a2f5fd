import { beforeAll, describe, expect, it, vi } from 'vitest';
import { corpusFile } from '../../../../test/fixtures/corpus';
import { pageWords } from '../../../../workers/engines/editor/page-words';
import type { EditItem, Point } from '../../../contract/edit-pdf';
import type { PageWord } from '../../../contract/page-words';
import { editorReducer, emptyHistory, type EditorHistory } from '../editor-document';
import { defaultStyle } from '../editor-style';
import { selectedWords, textOf, type TextSelection } from '../text-selection';
import { contains, boundsOf } from './item-geometry';
import type { ToolContext } from './editor-tool';
import { createTool } from './tool-set';

let words: PageWord[];
beforeAll(async () => {
  ({ words } = await pageWords({ file: corpusFile('multipage-text-tracemonkey-14p.pdf'), pageNumber: 1 }));
});

/** A context as the editor makes one, its document and selections kept here. */
function editor() {
  let history: EditorHistory = emptyHistory;
  let selection: TextSelection | undefined;
  let selectedId: string | undefined;
  let next = 1;
  const context = (): ToolContext => ({
    page: 1, document: history.present, selectedId, style: defaultStyle, words,
    dispatch: (action) => { history = editorReducer(history, action); },
    select: (id) => { selectedId = id; },
    newId: () => `item-${next++}`,
    itemAt: (point) => [...history.present.items].reverse().find((item: EditItem) => contains(boundsOf(item), point)),
    selectText: (chosen) => { selection = chosen; },
  });
  return { context, items: () => history.present.items, selection: () => selection, selectedId: () => selectedId };
}

const center = (word: PageWord): Point => ({ x: word.box.x + word.box.width / 2, y: word.box.y + word.box.height / 2 });
const title = () => words.find((word) => word.text === 'Trace-based')!;
const dynamic = () => words.find((word) => word.text === 'Dynamic')!;

describe('the select tool over text', () => {
  it('selects the words a drag crosses, in reading order', () => {
    const state = editor();
    const tool = createTool('select', '');
    tool.down!(center(title()), state.context());
    tool.move!(center(dynamic()), state.context());
    tool.up!(center(dynamic()), state.context());
    expect(textOf(selectedWords(words, state.selection()!))).toBe('Trace-based Just-in-Time Type Specialization for Dynamic');
    expect(state.items()).toEqual([]);
  });

  it('selects a word on a double press, and a press in the margin clears the selection', () => {
    const state = editor();
    const tool = createTool('select', '');
    for (let press = 0; press < 2; press += 1) {
      tool.down!(center(dynamic()), state.context());
      tool.up!(center(dynamic()), state.context());
    }
    expect(textOf(selectedWords(words, state.selection()!))).toBe('Dynamic');
    tool.down!({ x: 5, y: 5 }, state.context());
    tool.up!({ x: 5, y: 5 }, state.context());
    expect(state.selection()).toBeUndefined();
  });

  it('selects a word under a press held still (a long touch), and keeps it when the finger lifts', () => {
    vi.useFakeTimers();
    try {
      const state = editor();
      const tool = createTool('select', '');
      tool.down!(center(dynamic()), state.context());
      expect(state.selection()).toBeUndefined();
      vi.advanceTimersByTime(600);
      expect(textOf(selectedWords(words, state.selection()!))).toBe('Dynamic');
      tool.up!(center(dynamic()), state.context());
      expect(textOf(selectedWords(words, state.selection()!))).toBe('Dynamic');
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves an item lying over text instead of selecting the text under it', () => {
    const state = editor();
    state.context().dispatch({ type: 'add', item: { kind: 'rectangle', id: 'box', page: 1, ...title().box, strokeColor: '#000000', fillColor: 'none', strokeWidth: 1, opacity: 1 } });
    const tool = createTool('select', '');
    tool.down!(center(title()), state.context());
    tool.move!({ x: center(title()).x + 20, y: center(title()).y }, state.context());
    tool.up!({ x: center(title()).x + 20, y: center(title()).y }, state.context());
    expect(state.selection()).toBeUndefined();
    expect(state.items()[0]).toMatchObject({ x: title().box.x + 20 });
  });
});

describe('the highlight tool', () => {
  it('turns a drag across text into one highlight with a line per line of text, and a click in the margin into a free 100 × 20 one', () => {
    const state = editor();
    const tool = createTool('highlight', '');
    const languages = words.find((word) => word.text === 'Languages')!;
    tool.down!(center(dynamic()), state.context());
    tool.move!(center(languages), state.context());
    tool.up!(center(languages), state.context());
    const [highlight] = state.items();
    expect(highlight).toMatchObject({ kind: 'highlight', color: '#ffff00', opacity: 0.5 });
    expect(highlight.kind === 'highlight' && highlight.lines).toHaveLength(2);
    expect(state.selection()).toBeUndefined();

    tool.down!({ x: 20, y: 700 }, state.context());
    tool.up!({ x: 20, y: 700 }, state.context());
    expect(state.items()[1]).toMatchObject({ kind: 'highlight', x: 20, y: 700, width: 100, height: 20 });
    expect(state.items()[1]).not.toHaveProperty('lines');
  });
});
