import { ResultDownloads } from '../../components/ResultDownloads';
import type { RepairAnswerItem } from '../../contract/repair-pdf';
import { RepairReportLists } from './RepairReportLists';
import { repairTexts as text } from './texts';

/** One file of several, repaired: what was done in one line, its download, and its full report folded away. */
export function RepairResultLine({ item }: { item: RepairAnswerItem }) {
  const { problems, fixes, pagesRecovered } = item.report;
  const unfixed = text.unfixedLines(problems).length;
  return (
    <div className="space-y-2" data-testid="repair-result">
      <p className={unfixed === 0 ? 'text-green-800' : 'text-amber-800'} data-testid="repair-summary">
        {text.successText(text.problemLines(problems).length, pagesRecovered, unfixed)}
      </p>
      <ResultDownloads results={[item]} />
      {(problems.length > 0 || fixes.length > 0) && (
        <details className="rounded-lg border border-slate-200 p-3" data-testid="repair-report">
          <summary className="cursor-pointer font-medium text-slate-700">{text.reportTitle}</summary>
          <div className="mt-3 space-y-3">
            <RepairReportLists report={item.report} />
          </div>
        </details>
      )}
    </div>
  );
}
