import type { RemoveBackgroundSettings } from '../../contract/remove-background';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { useModelAvailability } from './model-availability';
import { QualityPicker } from './QualityPicker';

/** The screen's quality picker, with whether that model is already on this device. */
function BackgroundStepOptions({ settings, onChange, disabled }: StepPanelProps<RemoveBackgroundSettings>) {
  const availability = useModelAvailability(settings.quality, 0, true);
  return <QualityPicker quality={settings.quality} onChange={(quality) => onChange({ ...settings, quality })} availability={availability} disabled={disabled} />;
}

export const stepPanels = { 'background-remover': stepPanel(BackgroundStepOptions) };
