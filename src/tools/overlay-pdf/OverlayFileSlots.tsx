import { ArrowUpDown } from 'lucide-react';
import { FileCard } from '../../components/FileCard';
import { UploadWidget } from '../../components/UploadWidget';
import type { UploadRules } from '../../contract/upload-rules';
import type { ListedFile } from '../../state/file-list-store';
import { overlayTexts as text } from './texts';

interface OverlayFileSlotsProps {
  files: ListedFile[];
  rules: UploadRules;
  errors: Record<string, string>;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onSwap: () => void;
}

/** The two files by their roles: the document first, the overlay second, and a button to swap them. */
export function OverlayFileSlots({ files, rules, errors, disabled, onAdd, onRemove, onSwap }: OverlayFileSlotsProps) {
  const roles = [text.documentRole, text.overlayRole];
  return (
    <section className="space-y-3 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-labelledby="overlay-files">
      <h2 id="overlay-files" className="text-lg font-semibold text-slate-900">{text.filesTitle}</h2>
      <p className="text-sm text-slate-500">{text.filesHint}</p>
      {roles.map((role, index) => {
        const entry = files[index];
        return (
          <div key={role} className="space-y-1" data-testid="overlay-slot">
            <h3 className="text-sm font-medium text-slate-700">{role}</h3>
            {entry
              ? <FileCard file={entry.file} error={errors[entry.id]} removeDisabled={disabled} onRemove={() => onRemove(entry.id)} />
              : <UploadWidget {...rules} maxFiles={1} onFiles={onAdd} compactLabel={text.addOverlay} disabled={disabled} />}
          </div>
        );
      })}
      {files.length === 2 && (
        <button type="button" className="btn-secondary" onClick={onSwap} disabled={disabled}>
          <ArrowUpDown className="size-4" aria-hidden /> {text.swap}
        </button>
      )}
    </section>
  );
}
