import type { InspectAnswer } from '../../contract/repair-pdf';
import { TechnicalDetails } from './TechnicalDetails';
import { repairTexts as text } from './texts';

/**
 * What the check found in one file: its problems in plain words, its readable pages, MuPDF's words
 * folded away; with `hints`, what to do next (the one file's alert says it; each file of several does not).
 */
export function CheckFindings({ inspection, hints = true }: { inspection: InspectAnswer; hints?: boolean }) {
  const problems = text.problemLines(inspection.problems);
  const healthy = problems.length === 0;
  return (
    <>
      {!healthy && <ul className="list-disc space-y-0.5 pl-5" data-testid="problems">{problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>}
      <p className="text-sm">{text.pages(inspection.pages)}{hints && ` ${healthy ? text.healthyHint : text.problemsHint}`}</p>
      {!!inspection.imagesUnchecked && <p className="text-sm" data-testid="images-unchecked">{text.imagesUnchecked(inspection.imagesUnchecked)}</p>}
      <TechnicalDetails messages={inspection.engineMessages} />
    </>
  );
}
