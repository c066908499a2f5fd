import type { ReactNode } from 'react';
import { AlertTriangle, Bold, Italic, RotateCcw } from 'lucide-react';
import { TEXT_EDIT_SIZE, type TextEdit, type TextEditStyle } from '../../contract/edit-pdf';
import type { PageTextLine } from '../../contract/page-text';
import { usePdfPreview } from '../../components/use-pdf-preview';
import { changeOfLine, currentText } from './text-changes';
import { editorTexts } from './texts';

const text = editorTexts.editText;

interface EditTextPanelProps {
  file: File;
  /** The line last opened, with its page. */
  chosen?: { page: number; line: PageTextLine };
  changes: TextEdit[];
  /** Sets the look of the chosen text (its change is made or updated). */
  onStyle: (style: TextEditStyle) => void;
  onRevert: () => void;
  findReplace: ReactNode;
}

/** The Edit text tool's panel: the chosen line's font and look, and find and replace. */
export function EditTextPanel({ file, chosen, changes, onStyle, onRevert, findReplace }: EditTextPanelProps) {
  const signatures = usePdfPreview(file)?.signatures ?? 0;
  const change = chosen && changeOfLine(changes, chosen.page, chosen.line.index);
  const style = change?.style ?? {};
  const line = chosen?.line;
  const toggle = 'flex items-center gap-1 rounded-lg border px-2.5 py-1.5 text-sm';
  return (
    <div className="space-y-4" data-testid="edit-text-panel">
      <p className="text-sm text-slate-600">{text.hint}</p>
      {signatures > 0 && <p className="flex gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900" role="note"><AlertTriangle className="size-4 shrink-0" aria-hidden /> {text.signed}</p>}
      <section className="space-y-2 rounded-lg border border-slate-200 p-3" aria-label={text.chosen}>
        <h3 className="text-sm font-semibold text-slate-800">{text.chosen}</h3>
        {!chosen || !line ? <p className="text-sm text-slate-600">{text.none}</p> : (
          <>
            <p className="truncate text-sm text-slate-700" data-testid="chosen-line">{currentText(changes, chosen.page, line)}</p>
            <p className="text-xs text-slate-500" data-testid="chosen-font">{text.lineFont(line.fontName, line.fontSize)}</p>
            <div className="flex flex-wrap items-end gap-2">
              <label className="text-sm font-medium text-slate-700">{editorTexts.size}
                <input type="number" min={TEXT_EDIT_SIZE.min} max={TEXT_EDIT_SIZE.max} step={0.5} className="mt-1 block w-20 rounded-lg border border-slate-300 p-1.5"
                  value={Math.round((style.fontSize ?? line.fontSize) * 10) / 10}
                  onChange={(event) => {
                    const size = Number(event.target.value);
                    if (Number.isFinite(size) && size > 0) onStyle({ ...style, fontSize: Math.min(TEXT_EDIT_SIZE.max, Math.max(TEXT_EDIT_SIZE.min, size)) });
                  }} />
              </label>
              <label className="text-sm font-medium text-slate-700">{editorTexts.color}
                <input type="color" className="mt-1 block h-9 w-12 rounded border border-slate-300" value={style.color ?? line.color}
                  onChange={(event) => onStyle({ ...style, color: event.target.value })} />
              </label>
              <button type="button" aria-pressed={style.bold ?? line.bold} className={`${toggle} ${(style.bold ?? line.bold) ? 'border-purple-600 bg-purple-50' : 'border-slate-300'}`}
                onClick={() => onStyle({ ...style, bold: !(style.bold ?? line.bold) })}><Bold className="size-4" aria-hidden /> {editorTexts.bold}</button>
              <button type="button" aria-pressed={style.italic ?? line.italic} className={`${toggle} ${(style.italic ?? line.italic) ? 'border-purple-600 bg-purple-50' : 'border-slate-300'}`}
                onClick={() => onStyle({ ...style, italic: !(style.italic ?? line.italic) })}><Italic className="size-4" aria-hidden /> {editorTexts.italic}</button>
            </div>
            {change && <button type="button" className="btn-secondary w-full justify-center" onClick={onRevert}><RotateCcw className="size-4" aria-hidden /> {text.revert}</button>}
          </>
        )}
      </section>
      {findReplace}
    </div>
  );
}
