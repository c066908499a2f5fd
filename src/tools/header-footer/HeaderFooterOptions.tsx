import { PageChoiceField } from '../../components/PageChoiceField';
import { SelectField, SliderField, TextField } from '../../components/SettingFields';
import { stampFontOptions } from '../../contract/stamp-fonts';
import {
  BATES_AFFIX_MAX_LENGTH, batesLabel, HEADER_FOOTER_SLOTS, HEADER_FOOTER_TEXT_MAX_LENGTH, headerFooterRules, usesBates,
  type HeaderFooterSettings, type HeaderFooterSlot,
} from '../../contract/header-footer';
import type { StepPanelProps } from '../tool-definition';
import { headerFooterTexts as text } from './texts';

/** Whether any place has a text (nothing to stamp otherwise: the run waits). */
export function hasHeaderFooterText({ texts }: Pick<HeaderFooterSettings, 'texts'>): boolean {
  return Object.values(texts).some((value) => value?.trim());
}

/** The texts at each place, their style, the pages and the Bates numbers: the screen's settings, and the Header & footer workflow step's. */
export function HeaderFooterOptions({ settings, onChange, disabled }: StepPanelProps<HeaderFooterSettings>) {
  const change = <K extends keyof HeaderFooterSettings>(key: K) => (value: HeaderFooterSettings[K]) => onChange({ ...settings, [key]: value });
  const setText = (slot: HeaderFooterSlot) => (value: string) => change('texts')({ ...settings.texts, [slot]: value });
  // Numbers are held within their rules while typed, so the settings sent are always good.
  const setBates = (key: keyof HeaderFooterSettings['bates']) => (value: string) => {
    const rule = key === 'digits' ? headerFooterRules.digits : headerFooterRules.start;
    const number = Math.min(rule.max, Math.max(rule.min, Math.floor(Number(value) || 0)));
    change('bates')({ ...settings.bates, [key]: key === 'prefix' || key === 'suffix' ? value : number });
  };
  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="sr-only">{text.textsTitle}</legend>
      <h2 className="text-lg font-semibold text-slate-900">{text.textsTitle}</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        {HEADER_FOOTER_SLOTS.map((slot) => (
          <TextField key={slot} label={text.slots[slot]} maxLength={HEADER_FOOTER_TEXT_MAX_LENGTH} value={settings.texts[slot] ?? ''} onChange={setText(slot)} />
        ))}
      </div>
      <p className="text-sm text-slate-500">{text.placeholdersHint}</p>
      {!hasHeaderFooterText(settings) && <p className="text-sm text-red-600" role="alert">{text.noText}</p>}
      <TextField label={text.date} value={settings.date} maxLength={40} onChange={change('date')} />
      <h2 className="pt-2 text-lg font-semibold text-slate-900">{text.styleTitle}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={text.font} value={settings.font} options={stampFontOptions} onChange={change('font')} />
        <TextField label={text.color} type="color" value={settings.color} onChange={change('color')} />
      </div>
      <SliderField {...headerFooterRules.size} label={text.size} unit=" pt" value={settings.size} onChange={change('size')} />
      <SliderField {...headerFooterRules.marginX} label={text.marginX} unit=" pt" value={settings.marginX} onChange={change('marginX')} />
      <SliderField {...headerFooterRules.marginY} label={text.marginY} unit=" pt" value={settings.marginY} onChange={change('marginY')} />
      <PageChoiceField value={settings.pages} onChange={change('pages')} pageCount={undefined} />
      {usesBates(settings) && (
        <section aria-labelledby="bates-settings" className="space-y-3" data-testid="bates-settings">
          <h2 id="bates-settings" className="pt-2 text-lg font-semibold text-slate-900">{text.batesTitle}</h2>
          <div className="grid gap-3 sm:grid-cols-4">
            <TextField label={text.batesPrefix} maxLength={BATES_AFFIX_MAX_LENGTH} value={settings.bates.prefix} onChange={setBates('prefix')} />
            <TextField label={text.batesDigits} type="number" min={headerFooterRules.digits.min} value={String(settings.bates.digits)} onChange={setBates('digits')} />
            <TextField label={text.batesStart} type="number" min={headerFooterRules.start.min} value={String(settings.bates.start)} onChange={setBates('start')} />
            <TextField label={text.batesSuffix} maxLength={BATES_AFFIX_MAX_LENGTH} value={settings.bates.suffix} onChange={setBates('suffix')} />
          </div>
          <p className="text-sm text-slate-600" data-testid="bates-example">{text.batesExample(batesLabel(settings.bates, settings.bates.start))}</p>
        </section>
      )}
    </fieldset>
  );
}
