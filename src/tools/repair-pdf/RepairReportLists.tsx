import { ActionList } from '../../components/ActionList';
import type { RepairReport } from '../../contract/repair-pdf';
import { TechnicalDetails } from './TechnicalDetails';
import { repairTexts as text } from './texts';

/** The report under the download: what was wrong and what Folio fixed, in plain words; MuPDF's words folded away. */
export function RepairReportLists({ report }: { report: RepairReport }) {
  return (
    <>
      <ActionList title={text.found} items={text.problemLines(report.problems)} testId="report-problems" />
      {!!report.imagesUnchecked && <p className="text-sm" data-testid="images-unchecked">{text.imagesUnchecked(report.imagesUnchecked)}</p>}
      <ActionList title={text.fixed} items={text.fixLines(report.fixes)} testId="report-fixes" />
      <TechnicalDetails messages={report.engineMessages} />
    </>
  );
}
