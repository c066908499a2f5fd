import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, Underline } from 'lucide-react';
import { EDITOR_FONTS, TEXT_ALIGNMENTS, editRules, type EditorFont } from '../../contract/edit-pdf';
import type { EditorStyle } from './editor-style';
import { ColorSwatches } from './ColorSwatches';
import { editorTexts as text } from './texts';

type TextStyle = EditorStyle['text'];

const alignIcons = { left: AlignLeft, center: AlignCenter, right: AlignRight };

/** Font family (the 13 of the spec), size 8–72, colour, bold, italic, underline and alignment. */
export function TextProperties({ style, onChange }: { style: TextStyle; onChange: (changes: Partial<TextStyle>) => void }) {
  const toggle = 'rounded-lg border p-2 aria-pressed:border-purple-600 aria-pressed:bg-purple-50';
  return (
    <div className="space-y-3">
      <label className="block text-sm font-medium text-slate-700">
        {text.font}
        <select className="mt-1 w-full rounded-lg border border-slate-300 p-2" value={style.fontFamily} onChange={(event) => onChange({ fontFamily: event.target.value as EditorFont })}>
          {EDITOR_FONTS.map((font) => <option key={font} value={font}>{font}</option>)}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700">
        {text.size}: {style.fontSize}
        <input type="range" className="mt-1 w-full" min={editRules.fontSize.min} max={editRules.fontSize.max} value={style.fontSize}
          onChange={(event) => onChange({ fontSize: Number(event.target.value) })} />
      </label>
      <ColorSwatches label={text.color} value={style.color} onChange={(color) => onChange({ color })} />
      <div className="flex gap-1">
        <button type="button" className={toggle} aria-pressed={style.bold} aria-label={text.bold} onClick={() => onChange({ bold: !style.bold })}><Bold className="size-4" aria-hidden /></button>
        <button type="button" className={toggle} aria-pressed={style.italic} aria-label={text.italic} onClick={() => onChange({ italic: !style.italic })}><Italic className="size-4" aria-hidden /></button>
        <button type="button" className={toggle} aria-pressed={style.underline} aria-label={text.underline} onClick={() => onChange({ underline: !style.underline })}><Underline className="size-4" aria-hidden /></button>
        <span className="mx-1 w-px bg-slate-200" aria-hidden />
        {TEXT_ALIGNMENTS.map((alignment) => {
          const Icon = alignIcons[alignment];
          return (
            <button key={alignment} type="button" className={toggle} aria-pressed={style.alignment === alignment} aria-label={text.align[alignment]} onClick={() => onChange({ alignment })}>
              <Icon className="size-4" aria-hidden />
            </button>
          );
        })}
      </div>
    </div>
  );
}
