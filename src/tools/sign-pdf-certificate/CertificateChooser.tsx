import { useRef, useState } from 'react';
import { FileKey2 } from 'lucide-react';
import { OptionCards } from '../../components/OptionCards';
import { TextField } from '../../components/SettingFields';
import { CERTIFICATE_ACCEPT } from '../../contract/digital-signature';
import { nameOfCertificateFile, type ChosenCertificate } from './chosen-certificate';
import { PersonalCertificate } from './PersonalCertificate';
import { signTexts as text, type CertificateSource } from './texts';

interface CertificateChooserProps {
  chosen?: ChosenCertificate;
  onChoose: (certificate: ChosenCertificate | undefined) => void;
  disabled: boolean;
}

/** Where the key comes from: the person's own .p12/.pfx with its password, or a personal certificate. */
export function CertificateChooser({ chosen, onChoose, disabled }: CertificateChooserProps) {
  const [source, setSource] = useState<CertificateSource>('file');
  const [file, setFile] = useState<File>();
  const [password, setPassword] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const chooseFile = (next: File | undefined, nextPassword: string) => {
    setFile(next);
    setPassword(nextPassword);
    onChoose(next && nextPassword ? { id: crypto.randomUUID(), file: next, password: nextPassword, name: nameOfCertificateFile(next.name) } : undefined);
  };
  return (
    <div className="space-y-4">
      <OptionCards
        legend={text.certificateLegend}
        options={text.sources}
        value={source}
        disabled={disabled}
        onChange={(next) => {
          setSource(next);
          onChoose(undefined);
          if (next === 'file') chooseFile(file, password);
        }}
      />
      {source === 'file' ? (
        <div className="space-y-3">
          <input ref={picker} type="file" accept={CERTIFICATE_ACCEPT.join(',')} className="hidden" data-testid="certificate-input"
            onChange={(event) => {
              // Another certificate: the password typed for the last one is not carried over.
              chooseFile(event.target.files?.[0], '');
              event.target.value = '';
            }} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className="btn-secondary" onClick={() => picker.current?.click()} disabled={disabled}>
              <FileKey2 className="size-4" aria-hidden /> {file ? text.changeFile : text.chooseFile}
            </button>
            {file && <span className="truncate text-sm text-slate-700" data-testid="certificate-name">{file.name}</span>}
          </div>
          {file && <TextField label={text.certificatePassword} type="password" autoComplete="off" value={password} onChange={(value) => chooseFile(file, value)} hint={text.passwordHint} />}
        </div>
      ) : (
        <PersonalCertificate chosen={chosen} onChoose={onChoose} disabled={disabled} />
      )}
    </div>
  );
}
