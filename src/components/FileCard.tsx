import type { ReactNode } from 'react';
import { FileSignature, FileText, LockOpen, X } from 'lucide-react';
import { useRouteSignatures } from '../state/route-scope';
import type { SignaturePolicy } from '../contract/digital-signature';
import { formatMegabytes } from '../lib/format-bytes';
import { matchesAccept, PDF_ACCEPT } from '../contract/upload-rules';
import { usePdfPreview } from './use-pdf-preview';
import { FilePasswordForm, fileCardMark } from './FilePasswordForm';
import { useFilePassword } from './use-file-password';
import { focusLanding } from './focus-landing';

interface FileCardProps {
  file: File;
  onRemove?: () => void;
  /** Shown in red under the name, e.g. the error for this file from the last run. */
  error?: string;
  /** Extra controls, e.g. a drag handle. */
  leading?: ReactNode;
  removeDisabled?: boolean;
  /** A small thumbnail and padding: the card in a workspace's header (the open editor). */
  compact?: boolean;
}

/**
 * Name, size ('x.xx MB') and, for PDFs, a first-page thumbnail and the page count. A PDF that needs
 * a password asks for it here, and only here: one prompt per file, one file or many, on every tool.
 */
export function FileCard({ file, onRemove, error, leading, removeDisabled = false, compact = false }: FileCardProps) {
  const pdf = matchesAccept(file, PDF_ACCEPT);
  const preview = usePdfPreview(file, pdf);
  const password = useFilePassword(file);
  const locked = pdf ? preview?.locked : undefined;
  const unlocked = pdf && Boolean(password) && !locked && preview?.pageCount !== undefined;
  const policy = useRouteSignatures();
  const signatures = pdf && policy !== 'kept' ? preview?.signatures ?? 0 : 0;
  const pageText = preview?.pageCount === undefined ? undefined
    : `${preview.pageCount} ${preview.pageCount === 1 ? 'page' : 'pages'}`;
  return (
    <div
      // The drop area that had the focus is gone once a file is chosen: the file takes it, not <body>.
      ref={focusLanding}
      tabIndex={-1}
      {...fileCardMark}
      className={`flex items-center gap-3 rounded-xl border bg-surface ${compact ? 'px-3 py-1.5' : 'p-3'} focus:outline-none focus-visible:ring-4 focus-visible:ring-red-200 ${error ? 'border-red-300' : 'border-slate-200'}`}
      data-testid="file-card"
    >
      {leading}
      <div className={`flex ${compact ? 'h-10 w-8' : 'h-20 w-16'} shrink-0 items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-50`}>
        {preview?.thumbnailUrl
          ? <img src={preview.thumbnailUrl} alt={`First page of ${file.name}`} className="max-h-full max-w-full object-contain" />
          : <FileText className="size-7 text-slate-400" aria-hidden />}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-800" title={file.name}>{file.name}</p>
        <p className="text-sm text-slate-500">
          <span>{formatMegabytes(file.size)}</span>
          {pdf && pageText && <span data-testid="page-count"> · {pageText}</span>}
          {pdf && preview?.problem && <span className="text-amber-700"> · {preview.problem}</span>}
        </p>
        {locked && <FilePasswordForm key={locked} file={file} locked={locked} checking={preview?.checking} />}
        {unlocked && (
          <p
            // The password's field is gone with its focus: the news that the file opened takes it.
            ref={focusLanding}
            tabIndex={-1}
            className="mt-1 flex items-center gap-1 text-sm text-emerald-700 focus:outline-none"
            data-testid="file-unlocked"
          >
            <LockOpen className="size-4" aria-hidden /> Opened with your password; the result will not be encrypted.
          </p>
        )}
        {signatures > 0 && (
          <p className="mt-1 flex items-start gap-1 text-sm text-amber-800" data-testid="signed-file-warning">
            <FileSignature className="mt-0.5 size-4 shrink-0" aria-hidden /> {signedFileWarning(signatures, policy)}
          </p>
        )}
        {error && <p className="mt-1 text-sm text-red-600" role="alert">{error}</p>}
      </div>
      {onRemove && (
        <button type="button" onClick={onRemove} disabled={removeDisabled} className="icon-btn disabled:opacity-40" aria-label={`Remove ${file.name}`}>
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

/** What the tool will do to a signed PDF's signatures, said before the run. */
export function signedFileWarning(count: number, policy: SignaturePolicy): string {
  const signed = count === 1 ? 'This PDF is digitally signed.' : `This PDF has ${count} digital signatures.`;
  const them = count === 1 ? 'the signature' : 'its signatures';
  if (policy === 'kept-for-annotations') {
    return `${signed} Comments, drawings and filled-in fields are saved after the signed version and keep ${them} valid; redaction, changes to the text, flattening, page changes and passwords end ${count === 1 ? 'it' : 'them'}.`;
  }
  return `${signed} This tool saves a new file, so ${them} will no longer be valid.`;
}
