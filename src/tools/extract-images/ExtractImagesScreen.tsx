import { useState } from 'react';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { ToolPage } from '../../components/ToolPage';
import { defaultExtractImagesSettings, extractImagesCall } from '../../contract/extract-images';
import type { ToolScreenProps } from '../tool-definition';
import { ExtractImagesOptions } from './ExtractImagesOptions';
import { extractGuide, extractTexts } from './texts';

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
        options={({ disabled }) => <ExtractImagesOptions settings={settings} onChange={setSettings} disabled={disabled} />}
      />
    </ToolPage>
  );
}
