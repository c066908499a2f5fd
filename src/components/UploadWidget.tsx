import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { CircleAlert, Upload } from 'lucide-react';
import type { UploadRules } from '../lib/validate-upload';
import { DEFAULT_ACCEPT, DEFAULT_MAX_FILES, DEFAULT_MAX_SIZE_MB } from '../contract/upload-rules';
import { describeUploadRules } from '../lib/upload-hint';
import { useTakeUpload, useUploadRefusals } from './take-upload';
import { CloudImportButtons } from './CloudImportButtons';
import { focusLanding } from './focus-landing';

interface UploadWidgetProps extends Partial<UploadRules> {
  onFiles: (files: File[]) => void;
  title?: string;
  /** Render as a compact button (e.g. "Add More Files") instead of the drop area. */
  compactLabel?: string;
  /** While a job runs, nothing may change the files it works on. */
  disabled?: boolean;
}

/**
 * Drop, pick or paste files; checks them against the tool's rules (the spec's defaults: its
 * default types, 10 files, 50 MB) and reports in toasts, and names the refused files under itself
 * until the next pick. One widget per screen: it also takes files dropped or pasted anywhere on the
 * page, so a stray drop never navigates away.
 */
export function UploadWidget({
  onFiles, title = 'Drop files here or click to choose', compactLabel, disabled = false,
  accept = DEFAULT_ACCEPT, maxFiles = DEFAULT_MAX_FILES, maxSizeMb = DEFAULT_MAX_SIZE_MB, wrongTypeMessage,
}: UploadWidgetProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const rules = { accept, maxFiles, maxSizeMb, wrongTypeMessage };

  // Answers when the files are checked and handed on (the check reads each PDF's first bytes), so the
  // cloud import's own notice can follow the upload's.
  const takeUpload = useTakeUpload(rules, onFiles);
  const take = (picked: File[]): Promise<File[]> => (disabled ? Promise.resolve([]) : takeUpload(picked));
  const takeRef = useRef(take);
  takeRef.current = take;

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length) {
        event.preventDefault();
        takeRef.current(files);
      }
    };
    // Without this, a file dropped beside the drop area makes the browser open it, losing the page.
    const onDragOver = (event: globalThis.DragEvent) => event.preventDefault();
    const onDrop = (event: globalThis.DragEvent) => {
      if (event.defaultPrevented) return; // the drop area took it already
      event.preventDefault();
      takeRef.current([...(event.dataTransfer?.files ?? [])]);
    };
    window.addEventListener('paste', onPaste);
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('paste', onPaste);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);

  const onAreaDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  const picker = (
    <input
      ref={input}
      type="file"
      className="sr-only"
      data-testid="file-input"
      // The drop area or the button is the control people use; the input itself stays out of the way.
      aria-hidden
      accept={accept.join(',')}
      multiple={maxFiles > 1}
      tabIndex={-1}
      disabled={disabled}
      onChange={(event) => {
        take([...(event.target.files ?? [])]);
        // Reset, so choosing the same file again still fires a change (spec §2).
        event.target.value = '';
      }}
    />
  );

  if (compactLabel) {
    return (
      <>
        <button type="button" className="btn-secondary" disabled={disabled} onClick={() => input.current?.click()}>
          <Upload className="size-4" aria-hidden /> {compactLabel}
        </button>
        {picker}
        <CloudImportButtons rules={rules} onFiles={take} disabled={disabled} inline />
        <RefusedFiles />
      </>
    );
  }

  return (
    <>
      <div
        // Back here when the file it gave is removed (its Remove button went with it).
        ref={focusLanding}
        role="button"
        tabIndex={0}
        aria-describedby={hintId}
        aria-disabled={disabled}
        onClick={() => !disabled && input.current?.click()}
        onKeyDown={(event) => {
          if (!disabled && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onAreaDrop}
        data-testid="upload-area"
        className={`flex min-h-[55svh] cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-6 py-12 text-center transition sm:min-h-64 focus:outline-none focus-visible:ring-4 focus-visible:ring-red-200 ${
          dragging ? 'border-red-500 bg-red-50' : 'border-slate-300 bg-surface hover:border-red-400 hover:bg-red-50/40'
        }`}
      >
        <span className="rounded-full bg-red-100 p-4 text-red-600"><Upload className="size-8" aria-hidden /></span>
        <span className="text-lg font-semibold text-slate-800">{title}</span>
        <span id={hintId} className="text-sm text-slate-500">{describeUploadRules(rules)} · or paste with Ctrl+V</span>
      </div>
      <RefusedFiles />
      {/* Outside the drop area, so the input's own click does not bubble back into it. */}
      {picker}
      <CloudImportButtons rules={rules} onFiles={take} disabled={disabled} />
    </>
  );
}

/**
 * The files the last pick did not take, each with the reason, kept after their toast has closed:
 * nothing the person chose leaves without a word on screen (issue 25). Not a live region: the
 * toast has already said it.
 */
function RefusedFiles() {
  const refused = useUploadRefusals();
  if (refused.length === 0) return null;
  return (
    <div className="mt-3 flex gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-left text-sm text-red-800" data-testid="upload-refusals">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-medium">Not added:</p>
        <ul className="space-y-0.5">
          {refused.map((line, index) => <li key={index} data-testid="refused-file">{line}</li>)}
        </ul>
      </div>
    </div>
  );
}
