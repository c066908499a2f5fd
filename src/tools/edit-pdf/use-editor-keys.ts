import { useEffect } from 'react';
import { typingIn } from './typing-in';

interface EditorKeys {
  undo: () => void;
  redo: () => void;
  remove: () => void;
  nudge: (dx: number, dy: number) => void;
  escape: () => void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Delete, Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (and Ctrl+Y), arrows to nudge (Shift: by 10), Escape; not while typing in a field. */
export function useEditorKeys(keys: EditorKeys): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 'z') keys[event.shiftKey ? 'redo' : 'undo']();
      else if (command && key === 'y') keys.redo();
      else if (event.key === 'Delete' || event.key === 'Backspace') keys.remove();
      else if (event.key === 'Escape') keys.escape();
      else if (ARROWS[event.key]) {
        const [dx, dy] = ARROWS[event.key];
        const step = event.shiftKey ? 10 : 1;
        keys.nudge(dx * step, dy * step);
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keys]);
}
