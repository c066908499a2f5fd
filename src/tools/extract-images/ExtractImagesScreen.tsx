import { useState } from 'react';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { SliderField } from '../../components/SettingFields';
import { ToolPage } from '../../components/ToolPage';
import { defaultExtractImagesSettings, extractImagesCall } from '../../contract/extract-images';
import type { ToolScreenProps } from '../tool-definition';
import { extractGuide, extractTexts, minSizeHint, minSizeLabel, minSizeUnit } from './texts';

export default function ExtractImagesScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState(defaultExtractImagesSettings);
  return (
    <ToolPage title={tool.title} description={tool.description} guide={extractGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={extractTexts}
        call={extractImagesCall}
        settings={settings}
        zipSuffix="images"
        options={() => (
          <>
            <SliderField label={minSizeLabel} unit={minSizeUnit} min={0} max={256} step={8} value={settings.minSize} onChange={(minSize) => setSettings({ minSize })} />
            <p className="text-sm text-slate-500">{minSizeHint}</p>
          </>
        )}
      />
    </ToolPage>
  );
}
