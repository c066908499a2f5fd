import { useRef, useState, type ReactNode } from 'react';
import { ImagePlus, Signature } from 'lucide-react';
import { editorTexts } from './texts';
import { SavedSignatures } from './SavedSignatures';
import type { SavedSignature } from './signature-store';

const text = editorTexts.sign;

interface SignPanelProps {
  onTyped: (name: string, keep: boolean) => void;
  onUpload: (file: File, keep: boolean) => void;
  onUseSaved: (signature: SavedSignature) => void;
  savedVersion: number;
  /** The way to a certificate signature, and the file's own signatures. */
  digital: ReactNode;
}

/** Sign: draw on the page (the Draw tool itself), type a name in a script font, or upload a picture of a signature. */
export function SignPanel({ onTyped, onUpload, onUseSaved, savedVersion, digital }: SignPanelProps) {
  const [name, setName] = useState('');
  const [keep, setKeep] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="sign-panel">
      <p className="text-sm text-slate-600">{editorTexts.signHint}</p>
      <label className="block text-sm font-medium text-slate-700">{text.typeLabel}
        <input className="mt-1 w-full rounded-lg border border-slate-300 p-2" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      {name.trim() !== '' && <p className="truncate text-3xl text-slate-900" style={{ fontFamily: '"Dancing Script", cursive' }} aria-hidden>{name}</p>}
      <button type="button" className="btn-secondary w-full justify-center" disabled={name.trim() === ''} onClick={() => onTyped(name.trim(), keep)}>
        <Signature className="size-4" aria-hidden /> {text.addTyped}
      </button>
      <input ref={picker} type="file" accept="image/*" className="hidden" data-testid="signature-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onUpload(file, keep);
          event.target.value = '';
        }} />
      <button type="button" className="btn-secondary w-full justify-center" onClick={() => picker.current?.click()}>
        <ImagePlus className="size-4" aria-hidden /> {text.upload}
      </button>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} /> {text.keep}
      </label>
      <SavedSignatures version={savedVersion} onUse={onUseSaved} />
      {digital}
    </div>
  );
}
