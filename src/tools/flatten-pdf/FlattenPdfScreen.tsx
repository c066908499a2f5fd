import { useState } from 'react';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { ToolPage } from '../../components/ToolPage';
import { defaultFlattenSettings, FLATTENED_SUFFIX, flattenPdfCall, type FlattenSettings } from '../../contract/flatten-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { FlattenOptions } from './FlattenOptions';
import { flattenGuide, flattenTexts } from './texts';

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
        options={({ disabled }) => <FlattenOptions settings={settings} onChange={setSettings} disabled={disabled} />}
      />
    </ToolPage>
  );
}
