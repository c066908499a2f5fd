import { FileCard } from './FileCard';

interface SinglePdfCardProps {
  file: File;
  onRemove: () => void;
  disabled: boolean;
}

/** The chosen file of a one-PDF tool, with its thumbnail and page count, and a way to remove it. */
export function SinglePdfCard({ file, onRemove, disabled }: SinglePdfCardProps) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-label="Selected file">
      <FileCard file={file} onRemove={onRemove} removeDisabled={disabled} />
    </section>
  );
}
