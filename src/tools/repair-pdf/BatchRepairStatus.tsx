import type { JobState } from '../../components/use-batch';
import type { RepairAnswerItem } from '../../contract/repair-pdf';
import { StatusAlert } from './StatusAlert';
import type { FileCheck } from './use-file-checks';
import { repairTexts as text } from './texts';

/** Several files at once: their checks (each listed under its card), or the run of all of them. */
export type BatchRepairState =
  | { status: 'checking' | 'checked'; checks: FileCheck[] }
  | { status: 'repairing' }
  /** Every file's job has ended, at least one with its repaired file. */
  | { status: 'complete'; jobs: Array<JobState<RepairAnswerItem>> };

/** The status alert of several files: what their checks found together, then how their repair went. */
export function BatchRepairStatus({ state }: { state: BatchRepairState }) {
  switch (state.status) {
    case 'checking': {
      const done = state.checks.filter((check) => check.status !== 'checking').length;
      return <StatusAlert status="checking" tone="busy" title={text.batch.checking(done, state.checks.length)} />;
    }
    case 'checked': {
      const failed = state.checks.filter((check) => check.status === 'check-failed').length;
      const withProblems = state.checks.filter((check) => check.status === 'checked' && text.problemLines(check.inspection.problems).length > 0).length;
      return (
        <StatusAlert status="checked" tone={failed > 0 ? 'bad' : withProblems > 0 ? 'warn' : 'good'} title={text.batch.checkedTitle(withProblems, state.checks.length)}>
          {failed > 0 && <p>{text.batch.notChecked(failed)}</p>}
          <p className="text-sm">{text.batch.checkedHint}</p>
        </StatusAlert>
      );
    }
    case 'repairing':
      return <StatusAlert status="repairing" tone="busy" title={text.batch.repairing} />;
    case 'complete': {
      const repaired = state.jobs.flatMap((job) => job.items ?? []);
      const unfixed = repaired.filter((item) => text.unfixedLines(item.report.problems).length > 0).length;
      const whole = unfixed === 0 && repaired.length === state.jobs.length;
      return (
        <StatusAlert status="complete" tone={whole ? 'good' : 'warn'} title={text.batch.completeTitle(repaired.length, state.jobs.length)}>
          {unfixed > 0 && <p>{text.batch.contentLost(unfixed)}</p>}
          <p className="text-sm">{text.batch.completeHint}</p>
        </StatusAlert>
      );
    }
  }
}
