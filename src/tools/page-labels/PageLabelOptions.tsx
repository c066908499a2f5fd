import { checkPageLabelsSettings, pageLabelsBeyond, type PageLabelsSettings } from '../../contract/page-labels';
import { SettingsError } from '../../contract/setting-values';
import type { StepPanelProps } from '../tool-definition';
import { LabelRanges } from './LabelRanges';

/** Why the ranges cannot be written as they are (the contract's words), or nothing. */
export function rangesProblem(settings: PageLabelsSettings, pageCount?: number): string | undefined {
  try {
    const checked = checkPageLabelsSettings(settings);
    return pageCount === undefined ? undefined : pageLabelsBeyond(checked, pageCount);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
}

interface PageLabelOptionsProps extends StepPanelProps<PageLabelsSettings> {
  /** The one file's pages, when it is read: a new range starts within them, and one beyond them is a problem. */
  pageCount?: number;
}

/** The label ranges and what is wrong with them: the screen's settings, and the Page labels workflow step's (the same ranges on every file). */
export function PageLabelOptions({ settings, onChange, disabled, pageCount }: PageLabelOptionsProps) {
  const problem = rangesProblem(settings, pageCount);
  return (
    <>
      <LabelRanges ranges={settings.ranges} onChange={(ranges) => onChange({ ...settings, ranges })} pageCount={pageCount} disabled={disabled} />
      {problem && <p className="text-sm text-red-600" role="alert" data-testid="labels-problem">{problem}</p>}
    </>
  );
}
