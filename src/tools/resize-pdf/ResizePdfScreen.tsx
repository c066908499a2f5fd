import { useState } from 'react';
import { OptionCards } from '../../components/OptionCards';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { ChoiceGroup, SelectField, TextField } from '../../components/SettingFields';
import { ToolPage } from '../../components/ToolPage';
import { fitsRule } from '../../contract/setting-values';
import { defaultResizeSettings, resizePdfCall, resizeRules, type ResizeSettings } from '../../contract/resize-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { ResizePreview } from './ResizePreview';
import {
  bindingHint, fitHint, fitLegend, fitOptions, heightLabel, marginLabel, marginLabels, modeLegend, modeOptions, numberError,
  orientationHint, orientationLegend, orientationOptions, paperLabel, paperOptions, resizeGuide, resizeTexts, widthLabel,
} from './texts';

type LengthKey = keyof typeof resizeRules;
type Lengths = Record<LengthKey, string>;

const lengthKeys = Object.keys(resizeRules) as LengthKey[];

export default function ResizePdfScreen({ tool }: ToolScreenProps) {
  const [choices, setChoices] = useState(defaultResizeSettings);
  // Lengths are kept as typed; a value out of its range holds the run back and says why.
  const [lengths, setLengths] = useState<Lengths>(() => Object.fromEntries(lengthKeys.map((key) => [key, String(defaultResizeSettings[key])])) as Lengths);
  const numbers = Object.fromEntries(lengthKeys.map((key) => [key, Number(lengths[key].trim() || Number.NaN)])) as Record<LengthKey, number>;
  const errorOf = (key: LengthKey) => (fitsRule(numbers[key], resizeRules[key]) ? undefined : numberError(resizeRules[key]));
  const shown: LengthKey[] = choices.mode === 'margins'
    ? ['top', 'bottom', 'left', 'right', 'binding']
    : [...(choices.paper === 'custom' ? ['width', 'height'] as const : []), ...(choices.fit === 'fit' ? ['margin'] as const : [])];
  // Lengths not shown travel as their defaults, so a hidden typo never holds the run back.
  const settings: ResizeSettings = {
    ...choices,
    ...Object.fromEntries(lengthKeys.map((key) => [key, shown.includes(key) ? numbers[key] : defaultResizeSettings[key]])),
  };
  const change = (next: Partial<ResizeSettings>) => setChoices((current) => ({ ...current, ...next }));
  const lengthField = (key: LengthKey, label: string) => (
    <TextField key={key} label={label} type="number" min={resizeRules[key].min} value={lengths[key]} error={errorOf(key)}
      onChange={(value) => setLengths((current) => ({ ...current, [key]: value }))} />
  );

  return (
    <ToolPage title={tool.title} description={tool.description} guide={resizeGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={resizeTexts}
        call={resizePdfCall}
        settings={settings}
        invalid={() => shown.some((key) => errorOf(key))}
        zipSuffix="resized"
        options={({ disabled, file }) => (
          <>
            <OptionCards legend={modeLegend} options={modeOptions} value={choices.mode} disabled={disabled} onChange={(mode) => change({ mode })} />
            {choices.mode === 'scale' ? (
              <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
                <SelectField label={paperLabel} value={choices.paper} options={paperOptions} onChange={(paper) => change({ paper })} />
                <div>
                  <ChoiceGroup legend={orientationLegend} value={choices.orientation} options={orientationOptions} onChange={(orientation) => change({ orientation })} />
                  <p className="mt-1 text-sm text-slate-500">{orientationHint}</p>
                </div>
                {choices.paper === 'custom' && <>{lengthField('width', widthLabel)}{lengthField('height', heightLabel)}</>}
                <div>
                  <ChoiceGroup legend={fitLegend} value={choices.fit} options={fitOptions} onChange={(fit) => change({ fit })} />
                  <p className="mt-1 text-sm text-slate-500">{fitHint[choices.fit]}</p>
                </div>
                {choices.fit === 'fit' && lengthField('margin', marginLabel)}
              </fieldset>
            ) : (
              <fieldset className="space-y-3" disabled={disabled}>
                <div className="grid gap-4 sm:grid-cols-3">
                  {(['top', 'bottom', 'left', 'right', 'binding'] as const).map((key) => lengthField(key, marginLabels[key]))}
                </div>
                <p className="text-sm text-slate-500">{bindingHint}</p>
              </fieldset>
            )}
            {file && !shown.some((key) => errorOf(key)) && <ResizePreview file={file} settings={settings} />}
          </>
        )}
      />
    </ToolPage>
  );
}
