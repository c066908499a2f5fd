import type { HeaderFooterSettings } from '../../contract/header-footer';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { HeaderFooterOptions } from './HeaderFooterOptions';
import { headerFooterTexts as text } from './texts';

/** The screen's texts and layout; a date left empty is the day the workflow runs. */
function HeaderFooterStepOptions(props: StepPanelProps<HeaderFooterSettings>) {
  return (
    <div className="space-y-2">
      <HeaderFooterOptions {...props} />
      <p className="text-sm text-slate-500">{text.stepDateHint}</p>
    </div>
  );
}

export const stepPanels = { 'header-footer': stepPanel(HeaderFooterStepOptions) };
