import { useState } from 'react';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { ToolPage } from '../../components/ToolPage';
import { defaultNupSettings, nupPdfCall, type NupSettings } from '../../contract/n-up-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { NupOptions } from './NupOptions';
import { NupPreview } from './NupPreview';
import { nupGuide, nupTexts } from './texts';

/** N-up: several pages of each PDF on every sheet, with a preview of the first sheet. */
export default function NupPdfScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<NupSettings>(defaultNupSettings);

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
            <NupOptions settings={settings} onChange={setSettings} disabled={disabled} />
            {file && pageCount !== undefined && <NupPreview file={file} pageCount={pageCount} settings={settings} />}
          </div>
        )}
      />
    </ToolPage>
  );
}
