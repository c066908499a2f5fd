import { CheckboxField, ChoiceGroup, SelectField, SliderField } from '../../components/SettingFields';
import { posterRules, type PosterSettings } from '../../contract/poster-pdf';
import type { StepPanelProps } from '../tool-definition';
import {
  acrossLabel, cutMarksLabel, downLabel, marginLabel, orientationLabel, orientationOptions, overlapLabel, paperLabel, paperOptions,
  scaleLabel, sizingLabel, sizingOptions,
} from './texts';

// The scale slider moves in steps of 10 %; the API takes any whole percent in its range.
const SCALE_STEP = 10;

/** The paper, the poster's size and the tiles' overlap, margin and cut marks: the screen's settings, and the Poster workflow step's. */
export function PosterOptions({ settings, onChange, disabled }: StepPanelProps<PosterSettings>) {
  const change = (next: Partial<PosterSettings>) => onChange({ ...settings, ...next });
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={paperLabel} value={settings.paper} options={paperOptions} onChange={(paper) => change({ paper })} />
        <ChoiceGroup legend={orientationLabel} value={settings.orientation} options={orientationOptions} onChange={(orientation) => change({ orientation })} />
      </div>
      <ChoiceGroup legend={sizingLabel} value={settings.sizing} options={sizingOptions} onChange={(sizing) => change({ sizing })} />
      {settings.sizing === 'scale' ? (
        <SliderField label={scaleLabel} value={settings.scale} min={posterRules.scale.min} max={400} step={SCALE_STEP} unit=" %" onChange={(scale) => change({ scale })} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SliderField label={acrossLabel} value={settings.across} min={posterRules.across.min} max={posterRules.across.max} onChange={(across) => change({ across })} />
          <SliderField label={downLabel} value={settings.down} min={posterRules.down.min} max={posterRules.down.max} onChange={(down) => change({ down })} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SliderField label={overlapLabel} value={settings.overlap} min={posterRules.overlap.min} max={posterRules.overlap.max} unit=" mm" onChange={(overlap) => change({ overlap })} />
        <SliderField label={marginLabel} value={settings.margin} min={posterRules.margin.min} max={posterRules.margin.max} unit=" mm" onChange={(margin) => change({ margin })} />
      </div>
      <CheckboxField label={cutMarksLabel} checked={settings.cutMarks} onChange={(cutMarks) => change({ cutMarks })} />
    </fieldset>
  );
}
