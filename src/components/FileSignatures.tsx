import { useEffect, useState } from 'react';
import { callApi } from '../api/call-api';
import { validateSignaturesCall, type SignaturesAnswer } from '../contract/digital-signature';
import { listTrustedCertificates, type TrustedCertificate } from '../state/certificate-store';
import { SignatureReportCard } from './SignatureReportCard';
import { reportTexts as text } from './signature-words';

type State = { status: 'checking' } | { status: 'done'; answer: SignaturesAnswer } | { status: 'failed'; message: string };

/**
 * One file's signatures, checked as soon as it is chosen and again when the trusted certificates
 * change. Without `trusted`, the ones kept on the device are used.
 */
export function FileSignatures({ file, trusted: given }: { file: File; trusted?: TrustedCertificate[] }) {
  const [state, setState] = useState<State>({ status: 'checking' });
  const [kept, setKept] = useState<TrustedCertificate[]>();
  useEffect(() => {
    if (given) return;
    void listTrustedCertificates().then(setKept, () => setKept([]));
  }, [given]);
  const trusted = given ?? kept;
  useEffect(() => {
    if (!trusted) return undefined;
    const controller = new AbortController();
    setState({ status: 'checking' });
    const certificates = trusted.map((certificate) => ({ name: certificate.fileName, type: certificate.file.type, data: certificate.file }));
    callApi(validateSignaturesCall, [file], { trusted: certificates }, { signal: controller.signal }).then(
      ({ answer }) => setState({ status: 'done', answer }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', message: error instanceof Error ? error.message : text.failed }),
    );
    return () => controller.abort();
  }, [file, trusted]);
  return (
    <section className="space-y-3" aria-label={file.name} data-testid="file-signatures">
      <h2 className="font-semibold text-slate-900">
        {file.name}
        {state.status === 'done' && <span className="ml-2 text-sm font-normal text-slate-500">{text.count(state.answer.signatures.length)} · {text.saves(state.answer.revisions)}</span>}
      </h2>
      {state.status === 'checking' && <p className="text-sm text-slate-600" role="status">{text.checking}</p>}
      {state.status === 'failed' && <p className="text-sm text-red-600" role="alert">{state.message}</p>}
      {state.status === 'done' && state.answer.signatures.length === 0 && <p className="text-sm text-slate-700">{text.none}</p>}
      {state.status === 'done' && state.answer.signatures.map((report) => <SignatureReportCard key={report.field} report={report} />)}
    </section>
  );
}
