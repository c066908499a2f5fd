import { editRules } from '../../contract/edit-pdf';
import type { EditorStyle } from './editor-style';
import { ColorSwatches } from './ColorSwatches';
import { editorTexts as text } from './texts';

type ShapeStyle = EditorStyle['shape'];

/** Stroke colour, fill colour (for closed shapes) and stroke width 1–10 (spec §2, §9). */
export function ShapeProperties({ style, withFill, onChange }: { style: ShapeStyle; withFill: boolean; onChange: (changes: Partial<ShapeStyle>) => void }) {
  return (
    <div className="space-y-3">
      <ColorSwatches label={text.strokeColor} value={style.strokeColor} onChange={(strokeColor) => onChange({ strokeColor })} />
      {withFill && <ColorSwatches label={text.fillColor} value={style.fillColor} onChange={(fillColor) => onChange({ fillColor })} noneLabel={text.noFill} />}
      <label className="block text-sm font-medium text-slate-700">
        {text.strokeWidth}: {style.strokeWidth}
        <input type="range" className="mt-1 w-full" min={editRules.strokeWidth.min} max={editRules.strokeWidth.max} value={style.strokeWidth}
          onChange={(event) => onChange({ strokeWidth: Number(event.target.value) })} />
      </label>
    </div>
  );
}
