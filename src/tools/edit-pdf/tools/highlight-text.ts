// The highlight tool over text: the words a drag selected become one highlight, one quad per line.
import type { OnTextSelected } from './text-select-tool';
import { textHighlightOf } from '../text-selection';

export const highlightSelectedText: OnTextSelected = (selection, context) => {
  if (!context.words) return;
  const item = textHighlightOf(context.words, selection, context.newId());
  context.dispatch({ type: 'add', item });
  context.selectText?.(undefined);
  context.select(item.id);
};
