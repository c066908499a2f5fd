import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { FilePasswordForm, type LockedReason } from './FilePasswordForm';

interface FilePasswordDialogProps {
  file: File;
  locked: LockedReason;
  onClose: () => void;
}

/** For a single file that needs a password: asked at once, in a dialog; the card keeps its own field. */
export function FilePasswordDialog({ file, locked, onClose }: FilePasswordDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="file-password-title"
      className="m-auto w-full max-w-md rounded-2xl bg-white p-5 shadow-2xl backdrop:bg-slate-900/60"
      onClose={onClose}
      data-testid="file-password-dialog"
    >
      <div className="mb-2 flex items-start gap-2">
        <h2 id="file-password-title" className="flex-1 font-semibold text-slate-900">Enter the password for {file.name}</h2>
        <button type="button" className="icon-btn" aria-label="Close" onClick={() => dialog.current?.close()}>
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <p className="text-sm text-slate-600">
        The file is opened here, on your device: the password never leaves this device and is not saved. The results are not encrypted.
      </p>
      <FilePasswordForm file={file} locked={locked} autoFocus onSubmitted={() => dialog.current?.close()} />
    </dialog>
  );
}
