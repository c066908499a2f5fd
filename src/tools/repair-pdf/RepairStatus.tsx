import { AlertTriangle, CheckCircle2, Info, Loader2, XCircle } from 'lucide-react';
import type { InspectAnswer } from '../../contract/repair-pdf';
import { repairTexts as text } from './texts';
import { TechnicalDetails } from './TechnicalDetails';

export type RepairState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'checked'; inspection: InspectAnswer }
  | { status: 'check-failed'; message: string }
  | { status: 'repairing' }
  /** `unfixed`: how many of the problems are content the repaired file still lacks. */
  | { status: 'complete'; problems: number; unfixed: number; pagesRecovered: number };

const tone = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  good: 'border-green-200 bg-green-50 text-green-900',
  warn: 'border-amber-200 bg-amber-50 text-amber-900',
  bad: 'border-red-200 bg-red-50 text-red-900',
};

/** The status alert: idle → checking (problems listed) → repairing → complete. */
export function RepairStatus({ state }: { state: RepairState }) {
  const { icon, style, title, body } = describe(state);
  return (
    <div className={`flex gap-3 rounded-xl border p-4 ${style}`} role="status" aria-live="polite" data-testid="repair-status" data-status={state.status}>
      {icon}
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{title}</p>
        {body}
      </div>
    </div>
  );
}

function describe(state: RepairState) {
  const spin = <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin" aria-hidden />;
  switch (state.status) {
    case 'idle':
      return { icon: <Info className="mt-0.5 size-5 shrink-0" aria-hidden />, style: tone.info, title: text.status.idle, body: null };
    case 'checking':
      return { icon: spin, style: tone.info, title: text.status.checking, body: null };
    case 'repairing':
      return { icon: spin, style: tone.info, title: text.status.repairing, body: null };
    case 'check-failed':
      return { icon: <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden />, style: tone.bad, title: text.checkFailed, body: <p>{state.message}</p> };
    case 'complete': {
      const whole = state.unfixed === 0;
      return {
        icon: whole ? <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden /> : <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />,
        style: whole ? tone.good : tone.warn,
        title: text.completeTitle(state.problems, state.unfixed),
        body: <p>{text.pagesRecovered(state.pagesRecovered)}{!whole && ` ${text.contentLost}`}</p>,
      };
    }
    case 'checked': {
      const { pages } = state.inspection;
      const problems = text.problemLines(state.inspection.problems);
      const healthy = problems.length === 0;
      return {
        icon: healthy ? <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden /> : <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />,
        style: healthy ? tone.good : tone.warn,
        title: text.checkedTitle(problems.length),
        body: (
          <>
            {!healthy && <ul className="list-disc space-y-0.5 pl-5" data-testid="problems">{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>}
            <p className="text-sm">{text.pages(pages)} {healthy ? text.healthyHint : text.problemsHint}</p>
            {!!state.inspection.imagesUnchecked && <p className="text-sm" data-testid="images-unchecked">{text.imagesUnchecked(state.inspection.imagesUnchecked)}</p>}
            <TechnicalDetails messages={state.inspection.engineMessages} />
          </>
        ),
      };
    }
  }
}
