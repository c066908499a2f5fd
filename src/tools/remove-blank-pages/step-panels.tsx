import type { RemoveBlankPagesSettings } from '../../contract/remove-blank-pages';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { BlankThresholdOptions } from './BlankThresholdOptions';
import { stepNote } from './texts';

/** The screen's threshold on the workflow step; no review of the pages: the step removes those found blank. */
function RemoveBlankPagesStepOptions(props: StepPanelProps<RemoveBlankPagesSettings>) {
  return (
    <>
      <BlankThresholdOptions {...props} />
      <p className="text-sm text-slate-500">{stepNote}</p>
    </>
  );
}

export const stepPanels = { 'remove-blank-pages': stepPanel(RemoveBlankPagesStepOptions) };
