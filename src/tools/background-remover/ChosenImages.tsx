import { X } from 'lucide-react';
import { useObjectUrl } from '../../components/use-object-url';
import { formatMegabytes } from '../../lib/format-bytes';
import type { ListedFile } from '../../state/file-list-store';
import { backgroundTexts as text } from './texts';

interface ChosenImagesProps {
  files: ListedFile[];
  onRemove: (id: string) => void;
  /** While a run works on them, the images stay. */
  disabled: boolean;
}

/** Several images chosen: a tile each, with a preview, its name and size, and Remove. */
export function ChosenImages({ files, onRemove, disabled }: ChosenImagesProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {files.map((entry) => <ImageTile key={entry.id} file={entry.file} onRemove={() => onRemove(entry.id)} disabled={disabled} />)}
    </ul>
  );
}

function ImageTile({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled: boolean }) {
  const url = useObjectUrl(file);
  return (
    <li className="relative overflow-hidden rounded-xl border border-slate-200 bg-surface" data-testid="chosen-image">
      <div className="flex h-32 items-center justify-center bg-slate-100">
        {url && <img src={url} alt={`Preview of ${file.name}`} className="max-h-full max-w-full object-contain" />}
      </div>
      <p className="truncate px-2 pt-2 text-sm font-medium text-slate-800" title={file.name}>{file.name}</p>
      <p className="px-2 pb-2 text-xs text-slate-500">{formatMegabytes(file.size)}</p>
      <button type="button" className="icon-btn absolute right-1 top-1 bg-surface/90 disabled:opacity-40" onClick={onRemove} disabled={disabled} aria-label={text.removeImage(file.name)}>
        <X className="size-4" aria-hidden />
      </button>
    </li>
  );
}
