import { FileCard } from './FileCard';

interface SinglePdfCardProps {
  file: File;
  onRemove: () => void;
  disabled: boolean;
  /** The card alone, small, for a workspace's header (the open editor). */
  compact?: boolean;
}

/** The chosen file of a one-PDF tool, with its thumbnail and page count, and a way to remove it. */
export function SinglePdfCard({ file, onRemove, disabled, compact = false }: SinglePdfCardProps) {
  if (compact) {
    return (
      <section className="w-full min-w-0 md:w-auto md:flex-1" aria-label="Selected file">
        <FileCard file={file} onRemove={onRemove} removeDisabled={disabled} compact />
      </section>
    );
  }
  return (
    <section className="rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm" aria-label="Selected file">
      <FileCard file={file} onRemove={onRemove} removeDisabled={disabled} />
    </section>
  );
}
