import { useRef, useState } from 'react';
import { ImagePlus, Signature } from 'lucide-react';
import { editorTexts } from './texts';

const text = editorTexts.sign;

interface SignPanelProps {
  onTyped: (name: string) => void;
  onUpload: (file: File) => void;
}

/** Sign: draw on the page (the Draw tool itself), type a name in a script font, or upload a picture of a signature. */
export function SignPanel({ onTyped, onUpload }: SignPanelProps) {
  const [name, setName] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="sign-panel">
      <p className="text-sm text-slate-600">{editorTexts.signHint}</p>
      <label className="block text-sm font-medium text-slate-700">{text.typeLabel}
        <input className="mt-1 w-full rounded-lg border border-slate-300 p-2" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      {name.trim() !== '' && <p className="truncate text-3xl text-slate-900" style={{ fontFamily: '"Dancing Script", cursive' }} aria-hidden>{name}</p>}
      <button type="button" className="btn-secondary w-full justify-center" disabled={name.trim() === ''} onClick={() => onTyped(name.trim())}>
        <Signature className="size-4" aria-hidden /> {text.addTyped}
      </button>
      <input ref={picker} type="file" accept="image/*" className="hidden" data-testid="signature-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onUpload(file);
          event.target.value = '';
        }} />
      <button type="button" className="btn-secondary w-full justify-center" onClick={() => picker.current?.click()}>
        <ImagePlus className="size-4" aria-hidden /> {text.upload}
      </button>
    </div>
  );
}
