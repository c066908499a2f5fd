import { useRef, type ReactNode } from 'react';
import { AlertTriangle, ImagePlus, RotateCcw, RotateCw } from 'lucide-react';
import type { EditItem } from '../../contract/edit-pdf';
import type { EditorStyle } from './editor-style';
import type { ToolId } from './tools/tool-ids';
import { ShapeProperties } from './ShapeProperties';
import { TextProperties } from './TextProperties';
import { editorTexts as text } from './texts';

interface PropertiesPanelProps {
  tool: ToolId;
  selected?: EditItem;
  style: EditorStyle;
  onStyle: (style: EditorStyle) => void;
  onRotate: (by: number, allPages: boolean) => void;
  hasCrop: boolean;
  onClearCrop: () => void;
  onPicture: (file: File) => void;
  /** The text searches of the redact and highlight tools, made by the editor (it knows the file and the history). */
  redactSearch: ReactNode;
  highlightSearch: ReactNode;
  /** The form panel, made by the editor (it knows the file and the history). */
  formPanel: ReactNode;
  signPanel: ReactNode;
  /** The Edit text tool's panel (EditTextPanel), made by the editor. */
  editTextPanel: ReactNode;
}

const SHAPE_TOOLS: ToolId[] = ['rectangle', 'circle', 'arrow', 'draw'];

/** What the active tool or the selected item can change. */
export function PropertiesPanel({ tool, selected, style, onStyle, onRotate, hasCrop, onClearCrop, onPicture, redactSearch, highlightSearch, formPanel, signPanel, editTextPanel }: PropertiesPanelProps) {
  const picker = useRef<HTMLInputElement>(null);
  const kind = selected?.kind;
  const showText = kind === 'text' || (!selected && tool === 'text');
  const shapeKinds = ['rectangle', 'circle', 'arrow', 'ink'];
  const showShape = (kind !== undefined && shapeKinds.includes(kind)) || (!selected && SHAPE_TOOLS.includes(tool));
  const withFill = kind === 'rectangle' || kind === 'circle' || (!selected && (tool === 'rectangle' || tool === 'circle'));
  const button = 'btn-secondary w-full justify-center';
  return (
    <div className="space-y-4" data-testid="properties">
      {showText && <TextProperties style={style.text} onChange={(changes) => onStyle({ ...style, text: { ...style.text, ...changes } })} />}
      {showShape && <ShapeProperties style={style.shape} withFill={withFill} onChange={(changes) => onStyle({ ...style, shape: { ...style.shape, ...changes } })} />}
      {tool === 'draw' && signPanel}
      {tool === 'image' && (
        <>
          <input ref={picker} type="file" accept="image/*" className="hidden" data-testid="image-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onPicture(file);
              event.target.value = '';
            }} />
          <button type="button" className={button} onClick={() => picker.current?.click()}><ImagePlus className="size-4" aria-hidden /> {text.imagePick}</button>
        </>
      )}
      {tool === 'rotate' && (
        <div className="space-y-2">
          <button type="button" className={button} onClick={() => onRotate(-90, false)}><RotateCcw className="size-4" aria-hidden /> {text.rotateLeft}</button>
          <button type="button" className={button} onClick={() => onRotate(90, false)}><RotateCw className="size-4" aria-hidden /> {text.rotateRight}</button>
          <button type="button" className={button} onClick={() => onRotate(90, true)}><RotateCw className="size-4" aria-hidden /> {text.rotateAll}</button>
          <p className="text-sm text-slate-600">{text.rotationHint}</p>
        </div>
      )}
      {tool === 'crop' && (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{text.cropHint}</p>
          {hasCrop && <button type="button" className={button} onClick={onClearCrop}>{text.clearCrop}</button>}
        </div>
      )}
      {tool === 'form' && formPanel}
      {tool === 'edit-text' && editTextPanel}
      {tool === 'highlight' && (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{text.highlightHint}</p>
          {highlightSearch}
        </div>
      )}
      {tool === 'redact' && (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{text.redactHint}</p>
          {redactSearch}
          <p className="flex gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900" role="note"><AlertTriangle className="size-4 shrink-0" aria-hidden /> {text.redactWarning}</p>
        </div>
      )}
    </div>
  );
}
