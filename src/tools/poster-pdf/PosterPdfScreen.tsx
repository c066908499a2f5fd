import { useState } from 'react';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { ToolPage } from '../../components/ToolPage';
import { defaultPosterSettings, posterPdfCall, type PosterSettings } from '../../contract/poster-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { PosterOptions } from './PosterOptions';
import { PosterPreview } from './PosterPreview';
import { posterGuide, posterTexts } from './texts';

/** Poster: each page cut into tiles of a paper size, with a preview of how the first page is cut. */
export default function PosterPdfScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<PosterSettings>(defaultPosterSettings);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={posterGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={posterTexts}
        call={posterPdfCall}
        settings={settings}
        zipSuffix="poster"
        options={({ file, pageCount, disabled }) => (
          <div className="grid gap-6 lg:grid-cols-[1fr_auto]">
            <PosterOptions settings={settings} onChange={setSettings} disabled={disabled} />
            {file && pageCount !== undefined && <PosterPreview file={file} settings={settings} />}
          </div>
        )}
      />
    </ToolPage>
  );
}
