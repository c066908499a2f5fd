import { OptionCards } from '../../components/OptionCards';
import type { OptimizeSettings } from '../../contract/optimize-pdf';
import type { StepPanelProps } from '../tool-definition';
import { CustomSettingsPanel } from './CustomSettingsPanel';
import { optimizeLevelOptions, optimizeTexts as text } from './texts';

/** The level, and the custom level's own settings: the screen's, and the Optimize PDF workflow step's. */
export function OptimizeOptions({ settings, onChange, disabled }: StepPanelProps<OptimizeSettings>) {
  return (
    <>
      <OptionCards legend={text.levelLegend} options={optimizeLevelOptions} value={settings.level} onChange={(level) => onChange({ ...settings, level })} disabled={disabled} />
      {settings.level === 'custom' && <CustomSettingsPanel settings={settings.custom} onChange={(custom) => onChange({ ...settings, custom })} disabled={disabled} />}
    </>
  );
}
