import { ChoiceGroup, TextField } from '../../components/SettingFields';
import { CROP_MARGIN, type CropMarginsSettings } from '../../contract/crop-margins';
import { fitsRule } from '../../contract/setting-values';
import { boxesLegend, boxesOptions, marginError, marginLabel, unitLegend, unitOptions } from './texts';

/** The crop settings with the margin as typed. */
export type CropMarginsForm = Omit<CropMarginsSettings, 'margin'> & { margin: string };

export const cropFormOf = (settings: CropMarginsSettings): CropMarginsForm => ({ ...settings, margin: String(settings.margin) });

/** The typed margin's problem: not a whole number in the unit's range. */
export function cropMarginProblem({ margin, unit }: CropMarginsForm): string | undefined {
  const rule = CROP_MARGIN[unit];
  return margin.trim() !== '' && fitsRule(Number(margin), rule) ? undefined : marginError(rule.min, rule.max, unit);
}

/** The call's settings, the margin as typed (the call's check refuses a bad one). */
export const settingsOfCropForm = (form: CropMarginsForm): CropMarginsSettings => ({ ...form, margin: Number(form.margin.trim() || Number.NaN) });

interface CropMarginsOptionsProps {
  form: CropMarginsForm;
  onChange: (change: Partial<CropMarginsForm>) => void;
  disabled: boolean;
}

/** The margin kept round the content, its unit, and one box or each page's own: the screen's settings, and the Crop margins workflow step's. */
export function CropMarginsOptions({ form, onChange, disabled }: CropMarginsOptionsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
      <TextField
        label={marginLabel(form.unit)}
        type="number"
        min={CROP_MARGIN[form.unit].min}
        value={form.margin}
        onChange={(margin) => onChange({ margin })}
        error={cropMarginProblem(form)}
      />
      <ChoiceGroup legend={unitLegend} value={form.unit} options={unitOptions} onChange={(unit) => onChange({ unit })} />
      <div className="sm:col-span-2">
        <ChoiceGroup legend={boxesLegend} value={form.boxes} options={boxesOptions} onChange={(boxes) => onChange({ boxes })} />
      </div>
    </fieldset>
  );
}
