import { useState } from 'react';
import { ChoiceGroup, SelectField, SliderField, TextField } from '../../components/SettingFields';
import { PageChoiceField } from '../../components/PageChoiceField';
import { AFFIX_MAX_LENGTH, numberRules, type PageNumberSettings } from '../../contract/add-page-numbers';
import { stampFontOptions } from '../../contract/stamp-fonts';
import type { StepPanelProps } from '../tool-definition';
import { pageNumberTexts as text } from './texts';

export function startProblem(typed: string): string | undefined {
  const value = Number(typed);
  const { min, max } = numberRules.start;
  return typed.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? undefined : text.startProblem;
}

interface PageNumberOptionsProps extends StepPanelProps<PageNumberSettings> {
  /** The document's pages, when one is open (the page choice checks against it). */
  pageCount?: number;
  /** Told whether the typed first number is usable (the screen blocks the run while it is not). */
  onStartValid?: (valid: boolean) => void;
}

/** Where and how the numbers go: the screen's settings, and the Add Page Numbers workflow step's. */
export function PageNumberOptions({ settings, onChange, disabled, pageCount, onStartValid }: PageNumberOptionsProps) {
  const [startText, setStartText] = useState(String(settings.start));
  const change = <K extends keyof PageNumberSettings>(key: K) => (value: PageNumberSettings[K]) => onChange({ ...settings, [key]: value });
  return (
    <fieldset className="space-y-5" disabled={disabled}>
      <ChoiceGroup legend={text.position} value={settings.position} options={text.positions} onChange={change('position')} />
      <ChoiceGroup legend={text.alignment} value={settings.alignment} options={text.alignments} onChange={change('alignment')} />
      <SelectField label={text.format} value={settings.format} options={text.formats} onChange={change('format')} />
      <TextField
        label={text.start}
        type="number"
        min={numberRules.start.min}
        value={startText}
        error={startProblem(startText)}
        onChange={(value) => {
          setStartText(value);
          onStartValid?.(!startProblem(value));
          // The last good number stays in use until the field holds a good one again.
          if (!startProblem(value)) change('start')(Number(value));
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={text.prefix} placeholder={text.prefixPlaceholder} maxLength={AFFIX_MAX_LENGTH} value={settings.prefix} onChange={change('prefix')} />
        <TextField label={text.suffix} placeholder={text.suffixPlaceholder} maxLength={AFFIX_MAX_LENGTH} value={settings.suffix} onChange={change('suffix')} />
      </div>
      <SelectField label={text.font} value={settings.font} options={stampFontOptions} onChange={change('font')} />
      <SliderField {...numberRules.size} label={text.size} unit=" pt" value={settings.size} onChange={change('size')} />
      <SliderField {...numberRules.marginX} label={text.marginX} unit=" pt" value={settings.marginX} onChange={change('marginX')} />
      <SliderField {...numberRules.marginY} label={text.marginY} unit=" pt" value={settings.marginY} onChange={change('marginY')} />
      <PageChoiceField value={settings.pages} onChange={change('pages')} pageCount={pageCount} />
    </fieldset>
  );
}
