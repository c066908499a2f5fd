import { useStepForm } from '../../components/use-step-form';
import type { ResizeSettings } from '../../contract/resize-pdf';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { resizeFormOf, settingsOfResizeForm } from './resize-form';
import { ResizeOptions } from './ResizeOptions';

/** The screen's resize options on a workflow step: lengths kept as typed, the step given the settings they make. */
function ResizeStepOptions({ settings, onChange, disabled }: StepPanelProps<ResizeSettings>) {
  const [form, change] = useStepForm(settings, onChange, { formOf: resizeFormOf, settingsOf: settingsOfResizeForm });
  return <ResizeOptions form={form} onChange={change} disabled={disabled} />;
}

export const stepPanels = { 'resize-pdf': stepPanel(ResizeStepOptions) };
