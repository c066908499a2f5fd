import { repairTexts as text } from './texts';
import { CheckFindings } from './CheckFindings';
import { ToneIcon, toneStyles, type AlertTone } from './StatusAlert';
import type { FileCheck } from './use-file-checks';

/** One file's check, under its card when there are several: checking, what it found, or why it failed. */
export function FileCheckLine({ check }: { check: FileCheck }) {
  const { tone, title } = headline(check);
  return (
    <div className={`ml-4 rounded-lg border-l-4 px-3 py-2 text-sm ${toneStyles[tone]}`} data-testid="file-check" data-status={check.status}>
      <p className="flex items-center gap-2 font-medium"><ToneIcon tone={tone} className="size-4 shrink-0" />{title}</p>
      {check.status === 'checked' && <div className="mt-1 space-y-1 pl-6"><CheckFindings inspection={check.inspection} hints={false} /></div>}
      {check.status === 'check-failed' && <p className="mt-1 pl-6">{check.message}</p>}
    </div>
  );
}

function headline(check: FileCheck): { tone: AlertTone; title: string } {
  switch (check.status) {
    case 'checking': return { tone: 'busy', title: text.fileChecking };
    case 'check-failed': return { tone: 'bad', title: text.checkFailed };
    case 'checked': {
      const problems = text.problemLines(check.inspection.problems).length;
      return { tone: problems === 0 ? 'good' : 'warn', title: text.checkedTitle(problems) };
    }
  }
}
