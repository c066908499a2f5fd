import { CheckboxField, ChoiceGroup, SelectField, SliderField } from '../../components/SettingFields';
import { nupRules, type NupSettings } from '../../contract/n-up-pdf';
import type { StepPanelProps } from '../tool-definition';
import {
  borderLabel, gutterLabel, marginLabel, noteOnFlattening, orderLabel, orderOptions, orientationLabel, orientationOptions,
  perSheetLabel, perSheetOptions, sheetLabel, sheetOptions,
} from './texts';

/** Pages per sheet, the sheet, the order and the spacing: the screen's settings, and the N-up workflow step's. */
export function NupOptions({ settings, onChange, disabled }: StepPanelProps<NupSettings>) {
  const change = (next: Partial<NupSettings>) => onChange({ ...settings, ...next });
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <ChoiceGroup legend={perSheetLabel} value={settings.perSheet} options={perSheetOptions} onChange={(perSheet) => change({ perSheet })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={sheetLabel} value={settings.sheet} options={sheetOptions} onChange={(sheet) => change({ sheet })} />
        <SelectField label={orientationLabel} value={settings.orientation} options={orientationOptions} onChange={(orientation) => change({ orientation })} />
      </div>
      <ChoiceGroup legend={orderLabel} value={settings.order} options={orderOptions} onChange={(order) => change({ order })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SliderField label={marginLabel} value={settings.margin} min={nupRules.margin.min} max={nupRules.margin.max} unit=" mm" onChange={(margin) => change({ margin })} />
        <SliderField label={gutterLabel} value={settings.gutter} min={nupRules.gutter.min} max={nupRules.gutter.max} unit=" mm" onChange={(gutter) => change({ gutter })} />
      </div>
      <CheckboxField label={borderLabel} checked={settings.border} onChange={(border) => change({ border })} />
      <p className="text-sm text-slate-500">{noteOnFlattening}</p>
    </fieldset>
  );
}
