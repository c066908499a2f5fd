import { Download, Loader2 } from 'lucide-react';
import type { CutoutFormat } from '../../contract/remove-background';
import type { CutoutDownload } from './use-cutout-exports';
import { backgroundTexts as text } from './texts';

interface CutoutDownloadLinkProps {
  download: CutoutDownload;
  format: CutoutFormat;
  /** An icon named after the file (a row of several), instead of the spec's "Download PNG" button. */
  compact?: boolean;
}

/** The cut-out as the options make it, once it is ready; until then what is happening. */
export function CutoutDownloadLink({ download, format, compact = false }: CutoutDownloadLinkProps) {
  const { file, failed } = download;
  if (file && compact) {
    return (
      <a href={file.url} download={file.filename} className="icon-btn text-green-700" aria-label={`Download ${file.filename}`}>
        <Download className="size-4" aria-hidden />
      </a>
    );
  }
  if (file) {
    return (
      <a href={file.url} download={file.filename} className="btn-success">
        <Download className="size-4" aria-hidden /> {text.download(format)}
      </a>
    );
  }
  return (
    <span className={compact ? 'text-sm text-slate-500' : 'btn-success opacity-60'} aria-live="polite">
      {failed ? text.errorText : <><Loader2 className="inline size-4 animate-spin" aria-hidden /> {text.preparing}</>}
    </span>
  );
}
