import { useEffect, useState } from 'react';
import { Download, KeyRound, Trash2 } from 'lucide-react';
import { callApi } from '../../api/call-api';
import { ApiError } from '../../api/api-error';
import { OptionCards } from '../../components/OptionCards';
import { CheckboxField, TextField } from '../../components/SettingFields';
import { CERTIFICATE_PASSWORD_MIN_LENGTH, makeCertificateCall, type MadeCertificateAnswer, type SignatureKeyType } from '../../contract/digital-signature';
import { forgetCertificate, keepCertificate, listKeptCertificates, type KeptCertificate } from '../../state/certificate-store';
import type { ChosenCertificate } from './chosen-certificate';
import { signTexts as text } from './texts';

interface PersonalCertificateProps {
  chosen?: ChosenCertificate;
  onChoose: (certificate: ChosenCertificate | undefined) => void;
  disabled: boolean;
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** Make a personal certificate (kept on the device if asked), or use one kept before. */
export function PersonalCertificate({ chosen, onChoose, disabled }: PersonalCertificateProps) {
  const [kept, setKept] = useState<KeptCertificate[]>([]);
  const [version, setVersion] = useState(0);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [keyType, setKeyType] = useState<SignatureKeyType>('ecdsa-p256');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [keep, setKeep] = useState(false);
  const [making, setMaking] = useState(false);
  const [made, setMade] = useState<MadeCertificateAnswer>();
  const [error, setError] = useState<string>();
  const [keptInUse, setKeptInUse] = useState<KeptCertificate>();
  const [keptPassword, setKeptPassword] = useState('');

  useEffect(() => {
    let current = true;
    void listKeptCertificates().then((list) => current && setKept(list), () => undefined);
    return () => {
      current = false;
    };
  }, [version]);

  useEffect(() => {
    if (keptInUse) onChoose(keptPassword ? { id: crypto.randomUUID(), file: new File([keptInUse.p12], keptInUse.fileName, { type: 'application/x-pkcs12' }), password: keptPassword, name: keptInUse.name } : undefined);
    // Only the kept certificate and its password decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keptInUse, keptPassword]);

  const tooShort = password !== '' && password.length < CERTIFICATE_PASSWORD_MIN_LENGTH;
  const differ = repeat !== '' && repeat !== password;
  const ready = name.trim() !== '' && password.length >= CERTIFICATE_PASSWORD_MIN_LENGTH && repeat === password;

  const make = async () => {
    setMaking(true);
    setError(undefined);
    try {
      const { answer } = await callApi(makeCertificateCall, [], { name: name.trim(), email: email.trim(), keyType, password });
      const p12 = new File([await (await fetch(answer.certificate.url)).blob()], answer.certificate.filename, { type: 'application/x-pkcs12' });
      if (keep) {
        await keepCertificate({ name: name.trim(), email: email.trim(), notAfter: answer.facts.notAfter, fileName: p12.name, p12 });
        setVersion((value) => value + 1);
      }
      setMade(answer);
      setKeptInUse(undefined);
      onChoose({ id: crypto.randomUUID(), file: p12, password, name: name.trim() });
    } catch (caught) {
      setError(caught instanceof ApiError || caught instanceof Error ? caught.message : String(caught));
    } finally {
      setMaking(false);
    }
  };

  return (
    <div className="space-y-4">
      {kept.length > 0 && (
        <section className="space-y-2" aria-label={text.keptTitle}>
          <h3 className="text-sm font-semibold text-slate-800">{text.keptTitle}</h3>
          <ul className="space-y-2">
            {kept.map((certificate) => (
              <li key={certificate.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2 text-sm" data-testid="kept-certificate">
                <KeyRound className="size-4 text-indigo-600" aria-hidden />
                <span className="font-medium text-slate-900">{certificate.name}</span>
                <span className="text-slate-500">{text.keptUntil(day(certificate.notAfter))}</span>
                <span className="ml-auto flex gap-2">
                  <button type="button" className="btn-secondary" disabled={disabled || keptInUse?.id === certificate.id}
                    onClick={() => {
                      setMade(undefined);
                      setKeptPassword('');
                      setKeptInUse(certificate);
                    }}>
                    {keptInUse?.id === certificate.id ? text.inUse : text.use}
                  </button>
                  <button type="button" className="btn-secondary" aria-label={text.removeLabel(certificate.name)} disabled={disabled}
                    onClick={() => void forgetCertificate(certificate.id).then(() => {
                      if (keptInUse?.id === certificate.id) {
                        setKeptInUse(undefined);
                        onChoose(undefined);
                      }
                      setVersion((value) => value + 1);
                    })}>
                    <Trash2 className="size-4" aria-hidden /> {text.remove}
                  </button>
                </span>
              </li>
            ))}
          </ul>
          {keptInUse && (
            <TextField label={text.certificatePassword} type="password" autoComplete="off" value={keptPassword} onChange={setKeptPassword} hint={text.passwordHint} />
          )}
        </section>
      )}
      {made && chosen && !keptInUse ? (
        <div className="space-y-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900" data-testid="certificate-made" aria-live="polite">
          <p className="font-medium">{text.made(chosen.name, day(made.facts.notAfter))}</p>
          <p>{text.selfSignedNote}</p>
          <a className="btn-secondary inline-flex" href={made.certificate.url} download={made.certificate.filename}>
            <Download className="size-4" aria-hidden /> {text.downloadP12}
          </a>
        </div>
      ) : (
        <form
          className="space-y-3 rounded-lg border border-slate-200 p-3"
          aria-label={text.makeTitle}
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !making) void make();
          }}
        >
          <h3 className="text-sm font-semibold text-slate-800">{text.makeTitle}</h3>
          <TextField label={text.name} value={name} maxLength={120} onChange={setName} autoComplete="name" />
          <TextField label={text.email} type="email" value={email} maxLength={120} onChange={setEmail} autoComplete="email" />
          <OptionCards legend={text.keyLegend} options={text.keyTypes} value={keyType} onChange={setKeyType} disabled={disabled || making} />
          <TextField label={text.newPassword} type="password" autoComplete="new-password" value={password} onChange={setPassword} error={tooShort ? text.passwordTooShort : undefined} />
          <TextField label={text.repeatPassword} type="password" autoComplete="new-password" value={repeat} onChange={setRepeat} error={differ ? text.passwordsDiffer : undefined} />
          <CheckboxField label={text.keep} checked={keep} onChange={setKeep} />
          <p className="text-xs text-slate-500">{text.keepHint}</p>
          {error && <p className="text-sm text-red-600" role="alert">{error}</p>}
          <button type="submit" className="btn-primary" disabled={!ready || making || disabled}>
            <KeyRound className="size-4" aria-hidden /> {making ? text.making : text.make}
          </button>
        </form>
      )}
    </div>
  );
}
