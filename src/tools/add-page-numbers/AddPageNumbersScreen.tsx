import { useState } from 'react';
import { StampToolScreen } from '../../components/StampToolScreen';
import { ChoiceGroup, SelectField, SliderField, TextField } from '../../components/SettingFields';
import { PageChoiceField } from '../../components/PageChoiceField';
import { AFFIX_MAX_LENGTH, addPageNumbersCall, defaultPageNumberSettings, NUMBERED_SUFFIX, numberRules } from '../../contract/add-page-numbers';
import { stampFontOptions } from '../../contract/stamp-fonts';
import { useSettings } from '../../components/use-settings';
import type { ToolScreenProps } from '../tool-definition';
import { pageNumberGuide, pageNumberTexts as text } from './texts';

function startProblem(typed: string): string | undefined {
  const value = Number(typed);
  const { min, max } = numberRules.start;
  return typed.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? undefined : text.startProblem;
}

export default function AddPageNumbersScreen({ tool }: ToolScreenProps) {
  const [settings, change] = useSettings(defaultPageNumberSettings);
  const [startText, setStartText] = useState(String(defaultPageNumberSettings.start));

  return (
    <StampToolScreen
      tool={tool}
      texts={text}
      guide={pageNumberGuide}
      call={addPageNumbersCall}
      settings={settings}
      outputSuffix={NUMBERED_SUFFIX}
      blocked={Boolean(startProblem(startText))}
      form={(pageCount) => (
        <>
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
        </>
      )}
    />
  );
}
