import { useState } from 'react';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { ToolPage } from '../../components/ToolPage';
import { bookletPdfCall, defaultBookletSettings, type BookletSettings } from '../../contract/booklet-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { BookletOptions } from './BookletOptions';
import { BookletPreview } from './BookletPreview';
import { bookletGuide, bookletTexts } from './texts';

/** Booklet: a PDF laid out two pages per side for saddle stitching, or in order for cutting. */
export default function BookletPdfScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<BookletSettings>(defaultBookletSettings);

  return (
    <ToolPage title={tool.title} description={tool.description} guide={bookletGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={bookletTexts}
        call={bookletPdfCall}
        settings={settings}
        zipSuffix="booklet"
        options={({ file, pageCount, disabled }) => (
          <div className="grid gap-6 lg:grid-cols-[1fr_auto]">
            <BookletOptions settings={settings} onChange={setSettings} disabled={disabled} />
            {file && pageCount !== undefined && <BookletPreview file={file} pageCount={pageCount} settings={settings} />}
          </div>
        )}
      />
    </ToolPage>
  );
}
