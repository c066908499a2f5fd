import { repairTexts as text } from './texts';
import type { FileCheck } from './use-file-checks';
import { StatusAlert } from './StatusAlert';
import { CheckFindings } from './CheckFindings';

/** The one file's state, as its status alert shows it. */
export type RepairState =
  | { status: 'idle' }
  | FileCheck
  | { status: 'repairing' }
  /** `unfixed`: how many of the problems are content the repaired file still lacks. */
  | { status: 'complete'; problems: number; unfixed: number; pagesRecovered: number };

/** The status alert of one file: idle → checking (problems listed) → repairing → complete. */
export function RepairStatus({ state }: { state: RepairState }) {
  switch (state.status) {
    case 'idle':
      return <StatusAlert status="idle" tone="info" title={text.status.idle} />;
    case 'checking':
      return <StatusAlert status="checking" tone="busy" title={text.status.checking} />;
    case 'repairing':
      return <StatusAlert status="repairing" tone="busy" title={text.status.repairing} />;
    case 'check-failed':
      return <StatusAlert status="check-failed" tone="bad" title={text.checkFailed}><p>{state.message}</p></StatusAlert>;
    case 'complete': {
      const whole = state.unfixed === 0;
      return (
        <StatusAlert status="complete" tone={whole ? 'good' : 'warn'} title={text.completeTitle(state.problems, state.unfixed)}>
          <p>{text.pagesRecovered(state.pagesRecovered)}{!whole && ` ${text.contentLost}`}</p>
        </StatusAlert>
      );
    }
    case 'checked': {
      const problems = text.problemLines(state.inspection.problems).length;
      return (
        <StatusAlert status="checked" tone={problems === 0 ? 'good' : 'warn'} title={text.checkedTitle(problems)}>
          <CheckFindings inspection={state.inspection} />
        </StatusAlert>
      );
    }
  }
}
