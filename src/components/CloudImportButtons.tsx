import { useState } from 'react';
import { Cloud } from 'lucide-react';
import { CLOUD_PROVIDER_IDS, CLOUD_PROVIDER_NAMES, type CloudProviderId } from '../contract/cloud';
import type { UploadRules } from '../contract/upload-rules';
import { CloudImportDialog } from './CloudImportDialog';
import { cloudTexts as text } from './cloud-texts';

interface CloudImportButtonsProps {
  rules: UploadRules;
  /** Takes the downloaded files; answers the ones in the tool's list, once they are. */
  onFiles: (files: File[]) => Promise<File[]>;
  disabled?: boolean;
  /** Beside a compact 'Add More Files' button rather than centred under the drop area. */
  inline?: boolean;
}

/** 'Google Drive' and 'Dropbox' beside the upload area: each opens its 'Import from …' dialog. */
export function CloudImportButtons({ rules, onFiles, disabled = false, inline = false }: CloudImportButtonsProps) {
  const [open, setOpen] = useState<CloudProviderId>();
  return (
    <div className={inline ? 'ml-2 inline-flex flex-wrap items-center gap-2 align-middle' : 'mt-3 flex flex-wrap items-center justify-center gap-2'}>
      {CLOUD_PROVIDER_IDS.map((provider) => (
        <button
          key={provider}
          type="button"
          className="btn-secondary inline-flex items-center gap-1.5 text-sm"
          disabled={disabled}
          aria-label={text.buttonLabel(CLOUD_PROVIDER_NAMES[provider])}
          onClick={() => setOpen(provider)}
        >
          <Cloud className="size-4" aria-hidden /> {text.button(CLOUD_PROVIDER_NAMES[provider])}
        </button>
      ))}
      {open && <CloudImportDialog provider={open} rules={rules} onFiles={onFiles} onClose={() => setOpen(undefined)} />}
    </div>
  );
}
