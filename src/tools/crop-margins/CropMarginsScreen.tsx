import { useMemo, useState } from 'react';
import { ToolPage } from '../../components/ToolPage';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { ChoiceGroup, TextField } from '../../components/SettingFields';
import { CROP_MARGIN, cropMarginsCall, defaultCropMarginsSettings, type CropMarginsSettings } from '../../contract/crop-margins';
import { fitsRule } from '../../contract/setting-values';
import type { ToolScreenProps } from '../tool-definition';
import { CropPreview } from './CropPreview';
import { boxesLegend, boxesOptions, cropGuide, cropTexts, marginError, marginLabel, severalFilesNote, unitLegend, unitOptions } from './texts';

/** The margin, unit and box choice; with one file, page 1 with its crop box drawn, kept in step with them. */
export default function CropMarginsScreen({ tool }: ToolScreenProps) {
  const [marginText, setMarginText] = useState(String(defaultCropMarginsSettings.margin));
  const [unit, setUnit] = useState(defaultCropMarginsSettings.unit);
  const [boxes, setBoxes] = useState(defaultCropMarginsSettings.boxes);
  const rule = CROP_MARGIN[unit];
  const margin = Number(marginText);
  const valid = marginText.trim() !== '' && fitsRule(margin, rule);
  const settings = useMemo<CropMarginsSettings>(
    () => ({ margin: valid ? margin : defaultCropMarginsSettings.margin, unit, boxes }),
    [valid, margin, unit, boxes],
  );

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
            <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
              <TextField
                label={marginLabel(unit)}
                type="number"
                min={rule.min}
                value={marginText}
                onChange={setMarginText}
                error={valid ? undefined : marginError(rule.min, rule.max, unit)}
              />
              <ChoiceGroup legend={unitLegend} value={unit} options={unitOptions} onChange={setUnit} />
              <div className="sm:col-span-2">
                <ChoiceGroup legend={boxesLegend} value={boxes} options={boxesOptions} onChange={setBoxes} />
              </div>
            </fieldset>
            {file ? <CropPreview file={file} settings={settings} /> : <p className="text-sm text-slate-500">{severalFilesNote}</p>}
          </>
        )}
      />
    </ToolPage>
  );
}
