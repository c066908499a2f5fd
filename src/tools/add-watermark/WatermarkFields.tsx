import { ChoiceGroup, SelectField, SliderField, TextField } from '../../components/SettingFields';
import { PageChoiceField } from '../../components/PageChoiceField';
import { WATERMARK_TEXT_MAX_LENGTH, watermarkRules, type WatermarkSettings } from '../../contract/add-watermark';
import { stampFontOptions } from '../../contract/stamp-fonts';
import type { StepPanelProps } from '../tool-definition';
import { watermarkTexts as text } from './texts';

type Change = <K extends keyof WatermarkSettings>(key: K) => (value: WatermarkSettings[K]) => void;

/** A text watermark's words and look: the screen's Text tab. */
export function TextWatermarkFields({ settings, change }: { settings: WatermarkSettings; change: Change }) {
  return (
    <>
      <TextField label={text.text} maxLength={WATERMARK_TEXT_MAX_LENGTH} value={settings.text} onChange={change('text')} />
      <SelectField label={text.font} value={settings.font} options={stampFontOptions} onChange={change('font')} />
      <TextField label={text.color} type="color" value={settings.color} onChange={change('color')} />
      <SliderField {...watermarkRules.size} label={text.size} unit=" pt" value={settings.size} onChange={change('size')} />
    </>
  );
}

/** Where and how any watermark goes: position, opacity, rotation, layer, pages. */
export function WatermarkPlacementFields({ settings, change, pageCount }: { settings: WatermarkSettings; change: Change; pageCount?: number }) {
  return (
    <>
      <SelectField label={text.position} value={settings.position} options={text.positions} onChange={change('position')} />
      <SliderField {...watermarkRules.opacity} label={text.opacity} unit="%" value={settings.opacity} onChange={change('opacity')} />
      <SliderField {...watermarkRules.rotation} label={text.rotation} unit="°" value={settings.rotation} onChange={change('rotation')} />
      <ChoiceGroup legend={text.layer} value={settings.layer} options={text.layers} onChange={change('layer')} />
      <PageChoiceField value={settings.pages} onChange={change('pages')} pageCount={pageCount} />
    </>
  );
}

/** The Add Watermark workflow step: a text watermark (a picture cannot travel in a saved or shared workflow). */
export function TextWatermarkStepOptions({ settings, onChange, disabled }: StepPanelProps<WatermarkSettings>) {
  const change: Change = (key) => (value) => onChange({ ...settings, [key]: value });
  return (
    <fieldset className="space-y-5" disabled={disabled}>
      <TextWatermarkFields settings={settings} change={change} />
      <WatermarkPlacementFields settings={settings} change={change} />
    </fieldset>
  );
}
