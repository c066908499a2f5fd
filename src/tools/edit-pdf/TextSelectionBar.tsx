import { Copy, Highlighter, X } from 'lucide-react';
import { toast } from '../../state/toast-store';
import { editorTexts } from './texts';

const text = editorTexts.textSelection;

interface TextSelectionBarProps {
  wordCount: number;
  selectedText: string;
  onHighlight: () => void;
  onClear: () => void;
}

/**
 * Floats over the bottom of the page while text is selected: how much, and Copy (for touch screens,
 * which have no Ctrl+C), Highlight and Clear. Floating, so the page does not move under a drag.
 */
export function TextSelectionBar({ wordCount, selectedText, onHighlight, onClear }: TextSelectionBarProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(selectedText);
      toast({ title: text.copied, description: text.copiedText(wordCount) });
    } catch {
      toast({ title: text.copyFailed, description: text.copyFailedText, variant: 'destructive' });
    }
  };
  const button = 'flex items-center gap-1 rounded-full px-2 py-1 hover:bg-white/20';
  return (
    <div role="toolbar" aria-label={text.label} className="absolute bottom-4 left-1/2 z-10 flex -translate-x-1/2 items-center gap-1 rounded-full bg-slate-900/90 px-3 py-1.5 text-sm text-white shadow-lg" data-testid="text-selection-bar">
      <span aria-live="polite" className="px-1">{text.words(wordCount)}</span>
      <button type="button" className={button} onClick={() => void copy()}><Copy className="size-4" aria-hidden />{text.copy}</button>
      <button type="button" className={button} onClick={onHighlight}><Highlighter className="size-4" aria-hidden />{text.highlight}</button>
      <button type="button" className={button} onClick={onClear} aria-label={text.clear}><X className="size-4" aria-hidden /></button>
    </div>
  );
}
