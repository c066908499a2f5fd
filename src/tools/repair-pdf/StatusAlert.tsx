import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, Loader2, XCircle } from 'lucide-react';

/** How an alert looks: what is going on (info, busy) or how a check or repair ended (good, warn, bad). */
export type AlertTone = 'info' | 'busy' | 'good' | 'warn' | 'bad';

/** The tone's colours (border, background, text), shared by the alert and each file's check line. */
export const toneStyles: Record<AlertTone, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  busy: 'border-sky-200 bg-sky-50 text-sky-900',
  good: 'border-green-200 bg-green-50 text-green-900',
  warn: 'border-amber-200 bg-amber-50 text-amber-900',
  bad: 'border-red-200 bg-red-50 text-red-900',
};

/** The tone's icon, at the size its text reads at. */
export function ToneIcon({ tone, className = 'mt-0.5 size-5 shrink-0' }: { tone: AlertTone; className?: string }) {
  switch (tone) {
    case 'info': return <Info className={className} aria-hidden />;
    case 'busy': return <Loader2 className={`${className} animate-spin`} aria-hidden />;
    case 'good': return <CheckCircle2 className={className} aria-hidden />;
    case 'warn': return <AlertTriangle className={className} aria-hidden />;
    case 'bad': return <XCircle className={className} aria-hidden />;
  }
}

interface StatusAlertProps {
  /** The spec's state (idle, checking, checked, check-failed, repairing, complete), for tests and styles. */
  status: string;
  tone: AlertTone;
  title: string;
  children?: ReactNode;
}

/** The Repair screen's one status alert (spec: idle, checking, repairing, complete), announced as it changes. */
export function StatusAlert({ status, tone, title, children }: StatusAlertProps) {
  return (
    <div className={`flex gap-3 rounded-xl border p-4 ${toneStyles[tone]}`} role="status" aria-live="polite" data-testid="repair-status" data-status={status}>
      <ToneIcon tone={tone} />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}
