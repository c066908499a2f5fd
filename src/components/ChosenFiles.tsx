import type { ReactNode } from 'react';
import type { UploadRules } from '../contract/upload-rules';
import type { ListedFile } from '../state/file-list-store';
import { FileCard } from './FileCard';
import { UploadWidget } from './UploadWidget';

interface ChosenFilesProps {
  files: ListedFile[];
  rules: UploadRules;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** While a job runs, nothing may change the files it works on. */
  disabled: boolean;
  /** An error an engine blamed on a file, shown on its card. */
  errors?: Record<string, string>;
  /** What the tool has to say about a file before it runs (Repair: its check), under its card. */
  details?: (entry: ListedFile) => ReactNode;
}

/**
 * The files a tool works on, each on its own card (thumbnail, pages, its password when it needs
 * one, Remove), and "Add more files": a tool that works on each file alone takes several at once.
 */
export function ChosenFiles({ files, rules, onAdd, onRemove, disabled, errors = {}, details }: ChosenFilesProps) {
  return (
    <section className="space-y-3 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-label={files.length === 1 ? 'Selected file' : 'Selected files'}>
      <div className="space-y-2">
        {files.map((entry) => (
          <div key={entry.id} className="space-y-1">
            <FileCard file={entry.file} error={errors[entry.id]} removeDisabled={disabled} onRemove={() => onRemove(entry.id)} />
            {details?.(entry)}
          </div>
        ))}
      </div>
      {rules.maxFiles > 1 && <UploadWidget {...rules} onFiles={onAdd} compactLabel="Add more files" disabled={disabled} />}
    </section>
  );
}
