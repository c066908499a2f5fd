import { useStepForm } from '../../components/use-step-form';
import type { CropMarginsSettings } from '../../contract/crop-margins';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { cropFormOf, CropMarginsOptions, settingsOfCropForm } from './CropMarginsOptions';

/**
 * The screen's crop options on a workflow step, the margin kept as typed. Every choice works on any file:
 * the run measures each page's content itself; only the screen's preview of page 1 needs the file.
 */
function CropMarginsStepOptions({ settings, onChange, disabled }: StepPanelProps<CropMarginsSettings>) {
  const [form, change] = useStepForm(settings, onChange, { formOf: cropFormOf, settingsOf: settingsOfCropForm });
  return <CropMarginsOptions form={form} onChange={change} disabled={disabled} />;
}

export const stepPanels = { 'crop-margins': stepPanel(CropMarginsStepOptions) };
