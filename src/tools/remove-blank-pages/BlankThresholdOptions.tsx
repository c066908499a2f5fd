import { SliderField } from '../../components/SettingFields';
import { BLANK_THRESHOLD } from '../../contract/blank-page-rule';
import type { RemoveBlankPagesSettings } from '../../contract/remove-blank-pages';
import type { StepPanelProps } from '../tool-definition';
import { thresholdHint, thresholdLabel } from './texts';

/** The ink threshold that makes a scanned page blank: the screen's setting, and the Remove blank pages workflow step's. */
export function BlankThresholdOptions({ settings, onChange, disabled }: StepPanelProps<RemoveBlankPagesSettings>) {
  return (
    <fieldset disabled={disabled} className="space-y-1">
      <SliderField
        label={thresholdLabel}
        value={settings.threshold}
        min={BLANK_THRESHOLD.min}
        max={BLANK_THRESHOLD.max}
        step={BLANK_THRESHOLD.step}
        unit="%"
        onChange={(value) => onChange({ ...settings, threshold: Math.round(value * 10) / 10 })}
      />
      <p className="text-sm text-slate-500">{thresholdHint}</p>
    </fieldset>
  );
}
