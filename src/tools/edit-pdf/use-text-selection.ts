// The text selected on the page on screen: its words (fetched from the worker when a tool selects
// text), the selection the tools make, Ctrl/Cmd+C to copy it, Ctrl/Cmd+A to select the whole page,
// Shift+arrows to extend it, and Escape to clear it.
import { useCallback, useEffect, useState } from 'react';
import type { PageWord } from '../../contract/page-words';
import { movedFocus, selectedWords, textOf, type TextSelection } from './text-selection';
import { typingIn } from './typing-in';
import { usePageWords } from './use-page-words';

const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const;
const isArrow = (key: string): key is (typeof ARROWS)[number] => (ARROWS as readonly string[]).includes(key);

export interface PageTextSelection {
  words?: PageWord[];
  selection?: TextSelection;
  /** The selected words, in reading order. */
  chosen: PageWord[];
  text: string;
  select: (selection: TextSelection | undefined) => void;
}

export function useTextSelection(file: File, page: number, selectsText: boolean): PageTextSelection {
  const words = usePageWords(file, page, selectsText);
  const [selection, setSelection] = useState<TextSelection>();
  const select = useCallback((next: TextSelection | undefined) => {
    // Text selected earlier elsewhere on the screen would otherwise be what Ctrl+C copies.
    if (next) globalThis.getSelection()?.removeAllRanges();
    setSelection(next);
  }, []);
  // A selection made on another page, or before the tool stopped selecting text, is not shown.
  const current = words && selection?.page === page ? selection : undefined;
  const chosen = current ? selectedWords(words!, current) : [];
  const text = textOf(chosen);

  useEffect(() => {
    if (!text) return undefined;
    const onCopy = (event: ClipboardEvent) => {
      // Text the person selected in a field or elsewhere on the screen is theirs to copy.
      const own = globalThis.getSelection();
      if (typingIn(document.activeElement) || (own && !own.isCollapsed)) return;
      event.clipboardData?.setData('text/plain', text);
      event.preventDefault();
    };
    document.addEventListener('copy', onCopy);
    return () => document.removeEventListener('copy', onCopy);
  }, [text]);

  useEffect(() => {
    if (!words) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event.target)) return;
      if (event.key === 'Escape') select(undefined);
      else if (current && event.shiftKey && isArrow(event.key)) {
        // The editor's own arrows nudge the selected item: with text selected there is none.
        select(movedFocus(words, current, event.key));
        event.preventDefault();
      } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a' && words.length > 0) {
        select({ page, anchor: 0, focus: words.length - 1 });
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [words, page, current, select]);

  return { words, selection: current, chosen, text, select };
}
