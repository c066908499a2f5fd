import { ArrowUpRight, Circle, Crop, Eraser, EyeOff, FormInput, Highlighter, Image, MousePointer2, PenLine, Redo2, RotateCw, Square, TextCursorInput, Trash2, Type, Undo2, type LucideIcon } from 'lucide-react';
import { editorTexts as text, toolNames } from './texts';
import { TOOL_IDS, type ToolId } from './tools/tool-ids';

const icons: Record<ToolId, LucideIcon> = {
  select: MousePointer2, text: Type, 'edit-text': TextCursorInput, highlight: Highlighter, rectangle: Square, circle: Circle, arrow: ArrowUpRight,
  draw: PenLine, image: Image, eraser: Eraser, crop: Crop, rotate: RotateCw, redact: EyeOff, form: FormInput,
};

interface ToolbarProps {
  active: ToolId;
  onPick: (tool: ToolId) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  canDelete: boolean;
  onDelete: () => void;
}

export function Toolbar({ active, onPick, canUndo, canRedo, onUndo, onRedo, canDelete, onDelete }: ToolbarProps) {
  const button = 'flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium disabled:opacity-40';
  return (
    <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label={text.toolsLabel}>
      {TOOL_IDS.map((id) => {
        const Icon = icons[id];
        return (
          // On one row: the names show on wide screens; below, the icons, named for screen readers and on hover.
          <button key={id} type="button" aria-pressed={active === id} onClick={() => onPick(id)} title={toolNames[id]}
            className={`${button} ${active === id ? 'bg-purple-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}>
            <Icon className="size-4" aria-hidden /> <span className="max-2xl:sr-only">{toolNames[id]}</span>
          </button>
        );
      })}
      <span className="mx-1 h-6 w-px bg-slate-200" aria-hidden />
      <button type="button" className={`${button} text-slate-700 hover:bg-slate-100`} onClick={onUndo} disabled={!canUndo}><Undo2 className="size-4" aria-hidden /> {text.undo}</button>
      <button type="button" className={`${button} text-slate-700 hover:bg-slate-100`} onClick={onRedo} disabled={!canRedo}><Redo2 className="size-4" aria-hidden /> {text.redo}</button>
      <button type="button" className={`${button} text-slate-700 hover:bg-slate-100`} onClick={onDelete} disabled={!canDelete}><Trash2 className="size-4" aria-hidden /> {text.delete}</button>
    </div>
  );
}
