import type { ConvertToPdfSettings, DocumentSettings, ImagePageSettings } from '../../contract/convert-to-pdf';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { CombineField } from './CombineField';
import { ImageOptions } from './ImageOptions';

type ImagesStep = { type: 'image' } & ImagePageSettings;
type OfficeStep = Extract<ConvertToPdfSettings, DocumentSettings>;

/** The JPG to PDF tab's page settings, on the step's settings. */
function ImagesStepOptions({ settings, onChange, disabled }: StepPanelProps<ImagesStep>) {
  return <ImageOptions settings={settings} onChange={(change) => onChange({ ...settings, ...change })} disabled={disabled} />;
}

/** The Office tabs' one choice: one PDF of every file, or one each. */
function OfficeStepOptions({ settings, onChange, disabled }: StepPanelProps<OfficeStep>) {
  return (
    <fieldset disabled={disabled}>
      <CombineField checked={settings.combine} onChange={(combine) => onChange({ ...settings, combine })} />
    </fieldset>
  );
}

export const stepPanels = { 'images-to-pdf': stepPanel(ImagesStepOptions), 'office-to-pdf': stepPanel(OfficeStepOptions) };
