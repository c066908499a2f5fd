import { useEffect, useRef, useState } from 'react';
import { Plus, ShieldCheck, Trash2 } from 'lucide-react';
import { forgetTrustedCertificate, listTrustedCertificates, trustCertificate, type TrustedCertificate } from '../../state/certificate-store';
import { validateTexts as text } from './texts';

interface TrustedCertificatesProps {
  onChange: (trusted: TrustedCertificate[]) => void;
}

const ACCEPT = ['.pem', '.cer', '.crt', '.der', 'application/x-x509-ca-cert', 'application/pkix-cert', 'application/x-pem-file'];

/** The certificates the person chose to trust, kept on this device: add and remove. */
export function TrustedCertificates({ onChange }: TrustedCertificatesProps) {
  const [trusted, setTrusted] = useState<TrustedCertificate[]>([]);
  const [version, setVersion] = useState(0);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    let current = true;
    void listTrustedCertificates().then((list) => {
      if (!current) return;
      setTrusted(list);
      onChange(list);
    }, () => undefined);
    return () => {
      current = false;
    };
    // The list is read again only when it changed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);
  return (
    <section className="space-y-2 rounded-2xl border border-slate-200 bg-surface p-3 shadow-sm sm:p-5" aria-labelledby="trusted-title">
      <h2 id="trusted-title" className="flex items-center gap-2 font-semibold text-slate-900"><ShieldCheck className="size-5 text-emerald-600" aria-hidden /> {text.trustedTitle}</h2>
      <p className="text-sm text-slate-600">{text.trustedHint}</p>
      {trusted.length === 0 ? <p className="text-sm text-slate-500">{text.trustedNone}</p> : (
        <ul className="space-y-1">
          {trusted.map((certificate) => (
            <li key={certificate.id} className="flex items-center gap-2 text-sm" data-testid="trusted-certificate">
              <span className="truncate text-slate-800">{certificate.fileName}</span>
              <button type="button" className="btn-secondary ml-auto" aria-label={text.removeTrusted(certificate.fileName)}
                onClick={() => void forgetTrustedCertificate(certificate.id).then(() => setVersion((value) => value + 1))}>
                <Trash2 className="size-4" aria-hidden /> {text.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <input ref={picker} type="file" accept={ACCEPT.join(',')} className="hidden" data-testid="trusted-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void trustCertificate(file).then(() => setVersion((value) => value + 1));
        }} />
      <button type="button" className="btn-secondary" onClick={() => picker.current?.click()}>
        <Plus className="size-4" aria-hidden /> {text.addTrusted}
      </button>
    </section>
  );
}
