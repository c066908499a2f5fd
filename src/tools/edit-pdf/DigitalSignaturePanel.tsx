import { FileKey2 } from 'lucide-react';
import { FileSignatures } from '../../components/FileSignatures';
import { HandToToolButton } from '../../components/HandToToolButton';
import { usePdfPreview } from '../../components/use-pdf-preview';
import type { ResultItem } from '../../contract/results';
import { editorTexts } from './texts';

const text = editorTexts.sign;

interface DigitalSignaturePanelProps {
  file: File;
  /** The file as last saved in the editor, when it was. */
  saved?: ResultItem;
}

/** The sign tool's way to a certificate signature (the saved edits, or the file as opened), and the signatures the file holds. */
export function DigitalSignaturePanel({ file, saved }: DigitalSignaturePanelProps) {
  const signatures = usePdfPreview(file)?.signatures ?? 0;
  const handed = async () => (saved
    ? [new File([await (await fetch(saved.url)).blob()], saved.filename, { type: 'application/pdf' })]
    : [file]);
  return (
    <section className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50/40 p-3" aria-labelledby="digital-signature-title" data-testid="digital-signature-panel">
      <h3 id="digital-signature-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900"><FileKey2 className="size-4 text-indigo-600" aria-hidden /> {text.digitalTitle}</h3>
      <p className="text-sm text-slate-600">{text.digitalText}</p>
      <p className="text-xs text-slate-500">{saved ? text.digitalSaved : text.digitalUnsaved}</p>
      <HandToToolButton toolId="sign-pdf-certificate" files={handed}>{text.signWithCertificate}</HandToToolButton>
      {signatures > 0 && (
        <div className="space-y-2 pt-2">
          <h4 className="text-sm font-semibold text-slate-800">{text.signaturesTitle}</h4>
          <FileSignatures file={file} />
        </div>
      )}
    </section>
  );
}
