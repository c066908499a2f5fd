import { useState } from 'react';
import { PdfConversionPanel } from '../../components/PdfConversionPanel';
import { CheckboxField, ChoiceGroup, SelectField, SliderField } from '../../components/SettingFields';
import { ToolPage } from '../../components/ToolPage';
import { defaultPosterSettings, posterPdfCall, posterRules, type PosterSettings } from '../../contract/poster-pdf';
import type { ToolScreenProps } from '../tool-definition';
import { PosterPreview } from './PosterPreview';
import {
  acrossLabel, cutMarksLabel, downLabel, marginLabel, orientationLabel, orientationOptions, overlapLabel, paperLabel, paperOptions,
  posterGuide, posterTexts, scaleLabel, sizingLabel, sizingOptions,
} from './texts';

// The scale slider moves in steps of 10 %; the API takes any whole percent in its range.
const SCALE_STEP = 10;

/** Poster: each page cut into tiles of a paper size, with a preview of how the first page is cut. */
export default function PosterPdfScreen({ tool }: ToolScreenProps) {
  const [settings, setSettings] = useState<PosterSettings>(defaultPosterSettings);
  const change = (next: Partial<PosterSettings>) => setSettings((current) => ({ ...current, ...next }));

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
            <fieldset className="space-y-4" disabled={disabled}>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField label={paperLabel} value={settings.paper} options={paperOptions} onChange={(paper) => change({ paper })} />
                <ChoiceGroup legend={orientationLabel} value={settings.orientation} options={orientationOptions} onChange={(orientation) => change({ orientation })} />
              </div>
              <ChoiceGroup legend={sizingLabel} value={settings.sizing} options={sizingOptions} onChange={(sizing) => change({ sizing })} />
              {settings.sizing === 'scale' ? (
                <SliderField label={scaleLabel} value={settings.scale} min={posterRules.scale.min} max={400} step={SCALE_STEP} unit=" %" onChange={(scale) => change({ scale })} />
              ) : (
                <div className="grid gap-4 sm:grid-cols-2">
                  <SliderField label={acrossLabel} value={settings.across} min={posterRules.across.min} max={posterRules.across.max} onChange={(across) => change({ across })} />
                  <SliderField label={downLabel} value={settings.down} min={posterRules.down.min} max={posterRules.down.max} onChange={(down) => change({ down })} />
                </div>
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                <SliderField label={overlapLabel} value={settings.overlap} min={posterRules.overlap.min} max={posterRules.overlap.max} unit=" mm" onChange={(overlap) => change({ overlap })} />
                <SliderField label={marginLabel} value={settings.margin} min={posterRules.margin.min} max={posterRules.margin.max} unit=" mm" onChange={(margin) => change({ margin })} />
              </div>
              <CheckboxField label={cutMarksLabel} checked={settings.cutMarks} onChange={(cutMarks) => change({ cutMarks })} />
            </fieldset>
            {file && pageCount !== undefined && <PosterPreview file={file} settings={settings} />}
          </div>
        )}
      />
    </ToolPage>
  );
}
