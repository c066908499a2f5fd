import { useState } from 'react';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { ToolPage } from '../../components/ToolPage';
import { defaultResizeSettings, resizePdfCall } from '../../contract/resize-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { resizeFormInvalid, resizeFormOf, settingsOfResizeForm, type ResizeForm } from './resize-form';
import { ResizeOptions } from './ResizeOptions';
import { ResizePreview } from './ResizePreview';
import { resizeGuide, resizeTexts } from './texts';

export default function ResizePdfScreen({ tool }: ToolScreenProps) {
  // Lengths are kept as typed; a value out of its range holds the run back and says why.
  const [form, setForm] = useState(() => resizeFormOf(defaultResizeSettings));
  const settings = settingsOfResizeForm(form);
  const invalid = resizeFormInvalid(form);
  const change = (next: Partial<ResizeForm>) => setForm((current) => ({ ...current, ...next }));

  return (
    <ToolPage title={tool.title} description={tool.description} guide={resizeGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={resizeTexts}
        call={resizePdfCall}
        settings={settings}
        invalid={() => invalid}
        zipSuffix="resized"
        options={({ disabled, file }) => (
          <>
            <ResizeOptions form={form} onChange={change} disabled={disabled} />
            {file && !invalid && <ResizePreview file={file} settings={settings} />}
          </>
        )}
      />
    </ToolPage>
  );
}
