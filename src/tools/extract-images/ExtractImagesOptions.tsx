import { SliderField } from '../../components/SettingFields';
import type { ExtractImagesSettings } from '../../contract/extract-images';
import type { StepPanelProps } from '../tool-definition';
import { minSizeHint, minSizeLabel, minSizeUnit } from './texts';

/** The smallest image kept: the screen's one setting, and the Extract images step's. */
export function ExtractImagesOptions({ settings, onChange, disabled }: StepPanelProps<ExtractImagesSettings>) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <SliderField label={minSizeLabel} unit={minSizeUnit} min={0} max={256} step={8} value={settings.minSize} onChange={(minSize) => onChange({ ...settings, minSize })} />
      <p className="text-sm text-slate-500">{minSizeHint}</p>
    </fieldset>
  );
}
