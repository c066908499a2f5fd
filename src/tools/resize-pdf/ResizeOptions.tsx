import { OptionCards } from '../../components/OptionCards';
import { ChoiceGroup, SelectField, TextField } from '../../components/SettingFields';
import { resizeRules } from '../../contract/resize-pdf';
import { lengthProblem, type LengthKey, type ResizeForm } from './resize-form';
import {
  bindingHint, fitHint, fitLegend, fitOptions, heightLabel, marginLabel, marginLabels, modeLegend, modeOptions, orientationHint,
  orientationLegend, orientationOptions, paperLabel, paperOptions, widthLabel,
} from './texts';

interface ResizeOptionsProps {
  form: ResizeForm;
  onChange: (change: Partial<ResizeForm>) => void;
  disabled: boolean;
}

/** Scale to a paper or add margins, with the lengths as typed: the screen's settings, and the Resize pages workflow step's. */
export function ResizeOptions({ form, onChange, disabled }: ResizeOptionsProps) {
  const lengthField = (key: LengthKey, label: string) => (
    <TextField key={key} label={label} type="number" min={resizeRules[key].min} value={form[key]} error={lengthProblem(form, key)}
      onChange={(value) => onChange({ [key]: value })} />
  );
  return (
    <>
      <OptionCards legend={modeLegend} options={modeOptions} value={form.mode} disabled={disabled} onChange={(mode) => onChange({ mode })} />
      {form.mode === 'scale' ? (
        <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
          <SelectField label={paperLabel} value={form.paper} options={paperOptions} onChange={(paper) => onChange({ paper })} />
          <div>
            <ChoiceGroup legend={orientationLegend} value={form.orientation} options={orientationOptions} onChange={(orientation) => onChange({ orientation })} />
            <p className="mt-1 text-sm text-slate-500">{orientationHint}</p>
          </div>
          {form.paper === 'custom' && <>{lengthField('width', widthLabel)}{lengthField('height', heightLabel)}</>}
          <div>
            <ChoiceGroup legend={fitLegend} value={form.fit} options={fitOptions} onChange={(fit) => onChange({ fit })} />
            <p className="mt-1 text-sm text-slate-500">{fitHint[form.fit]}</p>
          </div>
          {form.fit === 'fit' && lengthField('margin', marginLabel)}
        </fieldset>
      ) : (
        <fieldset className="space-y-3" disabled={disabled}>
          <div className="grid gap-4 sm:grid-cols-3">
            {(['top', 'bottom', 'left', 'right', 'binding'] as const).map((key) => lengthField(key, marginLabels[key]))}
          </div>
          <p className="text-sm text-slate-500">{bindingHint}</p>
        </fieldset>
      )}
    </>
  );
}
