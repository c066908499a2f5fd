import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Upload } from 'lucide-react';
import type { UploadRules } from '../lib/validate-upload';
import { takeUpload } from './take-upload';

interface UploadWidgetProps extends UploadRules {
  onFiles: (files: File[]) => void;
  /** Short hint under the title, e.g. "PDF files only, up to 100 MB each". */
  hint: string;
  title?: string;
  /** Render as a compact button (e.g. "Add More Files") instead of the drop area. */
  compactLabel?: string;
}

/** Drop, pick or paste files; checks them against the tool's rules and reports in toasts. */
export function UploadWidget({ onFiles, hint, title = 'Drop files here or click to choose', compactLabel, ...rules }: UploadWidgetProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (picked: File[]) => takeUpload(picked, rules, onFiles);
  const takeRef = useRef(take);
  takeRef.current = take;

  // Pasting files (Ctrl+V of a copied file or screenshot) anywhere on the page adds them.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = [...(event.clipboardData?.files ?? [])];
      if (files.length) {
        event.preventDefault();
        takeRef.current(files);
      }
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);

  const onDrop = (event: DragEvent) => {
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
      accept={rules.accept.join(',')}
      multiple={rules.maxFiles > 1}
      tabIndex={-1}
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
        <button type="button" className="btn-secondary" onClick={() => input.current?.click()}>
          <Upload className="size-4" aria-hidden /> {compactLabel}
        </button>
        {picker}
      </>
    );
  }

  return (
    <>
    <div
      role="button"
      tabIndex={0}
      aria-describedby="upload-hint"
      onClick={() => input.current?.click()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          input.current?.click();
        }
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="upload-area"
      className={`flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-12 text-center transition focus:outline-none focus-visible:ring-4 focus-visible:ring-red-200 ${
        dragging ? 'border-red-500 bg-red-50' : 'border-slate-300 bg-white hover:border-red-400 hover:bg-red-50/40'
      }`}
    >
      <span className="rounded-full bg-red-100 p-4 text-red-600"><Upload className="size-8" aria-hidden /></span>
      <span className="text-lg font-semibold text-slate-800">{title}</span>
      <span id="upload-hint" className="text-sm text-slate-500">{hint} · or paste with Ctrl+V</span>
    </div>
    {/* Outside the drop area, so the input's own click does not bubble back into it. */}
    {picker}
    </>
  );
}
