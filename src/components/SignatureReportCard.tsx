import { AlertTriangle, CheckCircle2, HelpCircle, XCircle } from 'lucide-react';
import type { SignatureReport } from '../contract/digital-signature';
import {
  changeSentences, commonNameOf, formatDay, problemSentence, reportTexts as text, titleOf, trustSentence, validityLine, verdictOf, type Verdict,
} from './signature-words';

const looks: Record<Verdict, { icon: typeof CheckCircle2; box: string; iconColor: string }> = {
  valid: { icon: CheckCircle2, box: 'border-green-200 bg-green-50', iconColor: 'text-green-600' },
  changed: { icon: AlertTriangle, box: 'border-amber-200 bg-amber-50', iconColor: 'text-amber-600' },
  invalid: { icon: XCircle, box: 'border-red-200 bg-red-50', iconColor: 'text-red-600' },
  unknown: { icon: HelpCircle, box: 'border-slate-200 bg-slate-50', iconColor: 'text-slate-500' },
};

/** One signature's report: the verdict, who signed (and how far that is vouched for), when, and the details. */
export function SignatureReportCard({ report }: { report: SignatureReport }) {
  const verdict = verdictOf(report);
  const { icon: Icon, box, iconColor } = looks[verdict];
  const problem = problemSentence(report);
  const rows: Array<[string, string]> = [
    [text.field, report.field],
    ...(report.signer ? [[text.signer, report.signer.subject], [text.issuer, report.signer.issuer], [text.serial, report.signer.serial]] as Array<[string, string]> : []),
    ...(report.claimedTime ? [[text.claimedTime, formatDay(report.claimedTime)]] as Array<[string, string]> : []),
    [text.timestamp, report.timestampTime ? formatDay(report.timestampTime) : text.noTimestamp],
    ...(validityLine(report) ? [[text.validity, validityLine(report)!]] as Array<[string, string]> : []),
    ...(report.reason ? [[text.reason, report.reason]] as Array<[string, string]> : []),
    ...(report.location ? [[text.location, report.location]] as Array<[string, string]> : []),
    [text.format, report.subFilter || '—'],
  ];
  return (
    <article className={`space-y-3 rounded-xl border p-4 ${box}`} data-testid="signature-report" data-verdict={verdict}>
      <h3 className="flex items-start gap-2 font-semibold text-slate-900">
        <Icon className={`mt-0.5 size-5 shrink-0 ${iconColor}`} aria-hidden /> {titleOf(report)}
      </h3>
      <p className="text-sm text-slate-800" data-testid="trust-sentence">{trustSentence(report)}</p>
      {problem && <p className="text-sm text-slate-800">{problem}</p>}
      {verdict === 'changed' && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="changes-after">
          {changeSentences(report.changesAfter).map((sentence) => <li key={sentence}>{sentence}</li>)}
        </ul>
      )}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {report.chain.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">{text.chain} ({report.chain.length})</summary>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {report.chain.map((certificate) => (
              <li key={certificate.fingerprint}>{commonNameOf(certificate.subject)} — {text.issuer.toLowerCase()} {commonNameOf(certificate.issuer)}</li>
            ))}
          </ol>
        </details>
      )}
    </article>
  );
}
