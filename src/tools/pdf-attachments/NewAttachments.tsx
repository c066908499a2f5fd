import { useRef } from 'react';
import { Paperclip, X } from 'lucide-react';
import { ATTACHMENT_MAX_BYTES } from '../../contract/pdf-attachments';
import { PDF_TOOL_MAX_SIZE_MB } from '../../contract/upload-rules';
import { formatBytes } from '../../lib/format-bytes';
import { toast } from '../../state/toast-store';
import { attachmentsTexts as text } from './texts';

export interface ChosenAttachment {
  file: File;
  description: string;
}

interface NewAttachmentsProps {
  chosen: ChosenAttachment[];
  onChange: (chosen: ChosenAttachment[]) => void;
  disabled: boolean;
}

/** Files of any type to attach, each with its description; one too large is refused by name. */
export function NewAttachments({ chosen, onChange, disabled }: NewAttachmentsProps) {
  const picker = useRef<HTMLInputElement>(null);
  const add = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    picked.filter((file) => file.size > ATTACHMENT_MAX_BYTES).forEach((file) => toast({ title: text.tooLarge(file.name, PDF_TOOL_MAX_SIZE_MB), variant: 'destructive' }));
    onChange([...chosen, ...picked.filter((file) => file.size <= ATTACHMENT_MAX_BYTES).map((file) => ({ file, description: '' }))]);
  };
  return (
    <section aria-labelledby="new-attachments" className="space-y-2">
      <h3 id="new-attachments" className="font-semibold text-slate-800">{text.addTitle}</h3>
      <ul className="space-y-2">
        {chosen.map((entry, index) => (
          <li key={`${entry.file.name}:${index}`} className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 p-2" data-testid="new-attachment">
            <span className="min-w-0 flex-1 break-all text-sm font-medium text-slate-900">{entry.file.name} <span className="font-normal text-slate-500">· {formatBytes(entry.file.size)}</span></span>
            <input
              className="field min-w-0 flex-[2]" aria-label={text.describe(entry.file.name)} value={entry.description} disabled={disabled}
              onChange={(event) => onChange(chosen.map((item, at) => (at === index ? { ...item, description: event.target.value } : item)))}
            />
            <button type="button" className="icon-btn" disabled={disabled} aria-label={text.dropNew(entry.file.name)} onClick={() => onChange(chosen.filter((_, at) => at !== index))}>
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <input ref={picker} type="file" multiple hidden data-testid="attachment-input" onChange={(event) => { add(event.target.files); event.target.value = ''; }} />
      <button type="button" className="btn-ghost" disabled={disabled} onClick={() => picker.current?.click()}>
        <Paperclip className="size-4" aria-hidden /> {text.addButton}
      </button>
    </section>
  );
}
