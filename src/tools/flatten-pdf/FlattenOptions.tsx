import { OptionCards } from '../../components/OptionCards';
import { SliderField } from '../../components/SettingFields';
import { flattenDpiRule, type FlattenSettings } from '../../contract/flatten-pdf';
import type { StepPanelProps } from '../tool-definition';
import { dpiLabel, dpiUnit, flattenOptions, imageNote, partsLegend } from './texts';

/** What to flatten, and the pictures' resolution: the screen's settings, and the Flatten PDF workflow step's. */
export function FlattenOptions({ settings, onChange, disabled }: StepPanelProps<FlattenSettings>) {
  return (
    <>
      <OptionCards legend={partsLegend} options={flattenOptions} value={settings.what} disabled={disabled} onChange={(what) => onChange({ ...settings, what })} />
      {settings.what === 'image' && (
        <>
          <SliderField label={dpiLabel} unit={dpiUnit} min={flattenDpiRule.min} max={flattenDpiRule.max} step={6} value={settings.dpi} onChange={(dpi) => onChange({ ...settings, dpi })} />
          <p className="text-sm text-slate-500">{imageNote}</p>
        </>
      )}
    </>
  );
}
