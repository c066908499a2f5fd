import { useState } from 'react';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { CheckboxField, ChoiceGroup, SelectField, SliderField } from '../../components/SettingFields';
import { ToolPage } from '../../components/ToolPage';
import { defaultNupSettings, nupPdfCall, nupRules, type NupSettings } from '../../contract/n-up-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { NupPreview } from './NupPreview';
import {
  borderLabel, gutterLabel, marginLabel, noteOnFlattening, nupGuide, nupTexts, orderLabel, orderOptions, orientationLabel,
  orientationOptions, perSheetLabel, perSheetOptions, sheetLabel, sheetOptions,
} from './texts';

/** N-up: several pages of each PDF on every sheet, with a preview of the first sheet. */
export default function NupPdfScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<NupSettings>(defaultNupSettings);
  const change = (next: Partial<NupSettings>) => setSettings((current) => ({ ...current, ...next }));

  return (
    <ToolPage title={tool.title} description={tool.description} guide={nupGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={nupTexts}
        call={nupPdfCall}
        settings={settings}
        zipSuffix="n-up"
        options={({ file, pageCount, disabled }) => (
          <div className="grid gap-6 lg:grid-cols-[1fr_auto]">
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
            {file && pageCount !== undefined && <NupPreview file={file} pageCount={pageCount} settings={settings} />}
          </div>
        )}
      />
    </ToolPage>
  );
}
