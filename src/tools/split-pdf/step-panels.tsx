import { useStepForm } from '../../components/use-step-form';
import type { SplitSettings } from '../../contract/split-pdf';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { SplitOptions } from './SplitOptions';
import { formOfSettings, settingsOfForm, splitPlan } from './split-plan';

/** The screen's split options on a workflow step: numbers kept as typed, the step given the settings they make. */
function SplitStepOptions({ settings, onChange, disabled }: StepPanelProps<SplitSettings>) {
  const [form, change] = useStepForm(settings, onChange, { formOf: formOfSettings, settingsOf: settingsOfForm });
  return <SplitOptions form={form} onChange={change} error={splitPlan(form, undefined).error} disabled={disabled} />;
}

export const stepPanels = { 'split-pdf': stepPanel(SplitStepOptions) };
