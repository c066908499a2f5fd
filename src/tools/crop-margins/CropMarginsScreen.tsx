import { useMemo, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { cropMarginsCall, defaultCropMarginsSettings, type CropMarginsSettings } from '../../contract/crop-margins';
import type { ToolScreenProps } from '../tool-definition';
import { cropFormOf, cropMarginProblem, CropMarginsOptions, type CropMarginsForm } from './CropMarginsOptions';
import { CropPreview } from './CropPreview';
import { cropGuide, cropTexts, severalFilesNote } from './texts';

/** The margin, unit and box choice; with one file, page 1 with its crop box drawn, kept in step with them. */
export default function CropMarginsScreen({ tool }: ToolScreenProps) {
  const [form, setForm] = useState(() => cropFormOf(defaultCropMarginsSettings));
  const { unit, boxes } = form;
  const margin = Number(form.margin);
  const valid = !cropMarginProblem(form);
  const settings = useMemo<CropMarginsSettings>(
    () => ({ margin: valid ? margin : defaultCropMarginsSettings.margin, unit, boxes }),
    [valid, margin, unit, boxes],
  );
  const change = (next: Partial<CropMarginsForm>) => setForm((current) => ({ ...current, ...next }));

  return (
    <ToolPage title={tool.title} description={tool.description} guide={cropGuide} relatedToolIds={tool.relatedCardIds}>
      <PdfConversionPanel
        rules={tool.upload!}
        texts={cropTexts}
        call={cropMarginsCall}
        settings={settings}
        invalid={() => !valid}
        zipSuffix="cropped"
        options={({ disabled, file }) => (
          <>
            <CropMarginsOptions form={form} onChange={change} disabled={disabled} />
            {file ? <CropPreview file={file} settings={settings} /> : <p className="text-sm text-slate-500">{severalFilesNote}</p>}
          </>
        )}
      />
    </ToolPage>
  );
}
