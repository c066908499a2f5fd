import { useEffect, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { forgetSignature, listSignatures, type SavedSignature } from './signature-store';
import { editorTexts } from './texts';

const text = editorTexts.sign;

interface SavedSignaturesProps {
  /** Bumped by the editor when a signature was kept, so the list reads the store again. */
  version: number;
  onUse: (signature: SavedSignature) => void;
}

/** The signatures kept on this device: use one again, or delete it for good. */
export function SavedSignatures({ version, onUse }: SavedSignaturesProps) {
  const [signatures, setSignatures] = useState<Array<SavedSignature & { url: string }>>([]);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let current = true;
    let urls: string[] = [];
    listSignatures().then((saved) => {
      if (!current) return;
      const shown = saved.map((signature) => ({ ...signature, url: URL.createObjectURL(signature.picture) }));
      urls = shown.map((signature) => signature.url);
      setSignatures(shown);
    }, () => current && setSignatures([]));
    return () => {
      current = false;
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [version, reads]);
  if (signatures.length === 0) return null;
  return (
    <div className="space-y-1" data-testid="saved-signatures">
      <p className="text-sm font-medium text-slate-700">{text.saved}</p>
      <ul className="space-y-1">
        {signatures.map((signature) => (
          <li key={signature.id} className="flex items-center gap-2">
            <button type="button" className="flex-1 rounded border border-slate-200 bg-white p-1 hover:border-purple-400" onClick={() => onUse(signature)} aria-label={text.use(signature.label)}>
              <img src={signature.url} alt="" className="h-8 object-contain" />
            </button>
            <button type="button" className="rounded p-1 text-slate-500 hover:text-red-700" aria-label={text.forget(signature.label)}
              onClick={() => void forgetSignature(signature.id).then(() => setReads((count) => count + 1))}>
              <Trash2 className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
