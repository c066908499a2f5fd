import { useState } from 'react';
import { OptionCards } from '../../components/OptionCards';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { SliderField } from '../../components/SettingFields';
import { ToolPage } from '../../components/ToolPage';
import { defaultFlattenSettings, FLATTENED_SUFFIX, flattenDpiRule, flattenPdfCall, type FlattenSettings } from '../../contract/flatten-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { partsLegend, dpiLabel, dpiUnit, flattenGuide, flattenOptions, flattenTexts, imageNote } from './texts';

export default function FlattenPdfScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<FlattenSettings>(defaultFlattenSettings);
  return (
    <ToolPage title={tool.title} description={tool.description} guide={flattenGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={flattenTexts}
        call={flattenPdfCall}
        settings={settings}
        zipSuffix={FLATTENED_SUFFIX}
        options={({ disabled }) => (
          <>
            <OptionCards legend={partsLegend} options={flattenOptions} value={settings.what} disabled={disabled} onChange={(what) => setSettings({ ...settings, what })} />
            {settings.what === 'image' && (
              <>
                <SliderField label={dpiLabel} unit={dpiUnit} min={flattenDpiRule.min} max={flattenDpiRule.max} step={6} value={settings.dpi} onChange={(dpi) => setSettings({ ...settings, dpi })} />
                <p className="text-sm text-slate-500">{imageNote}</p>
              </>
            )}
          </>
        )}
      />
    </ToolPage>
  );
}
