import { PagesToConvertField } from '../../components/PagesToConvertField';
import { SelectField } from '../../components/SettingFields';
import { dataFormats, type PdfToDataSettings } from '../../contract/pdf-to-data';
import type { PdfToOfficeSettings } from '../../contract/pdf-to-office';
import { stepPanel, type StepPanelProps } from '../tool-definition';
import { DataOptions } from './data/DataOptions';
import { PdfImageOptions } from './images/PdfImageOptions';
import { OcrOptions } from './ocr/OcrOptions';
import { PdfaOptions } from './pdfa/PdfaOptions';
import { dataFormatLabels, dataStepFormatLabel } from './texts';

/** The Office, Markdown, CSV and HTML tabs' one choice: the pages, the same for every file. */
function PagesStepOptions({ settings, onChange, disabled }: StepPanelProps<PdfToOfficeSettings>) {
  return <PagesToConvertField value={settings.pages} onChange={(pages) => onChange({ ...settings, pages })} disabled={disabled} />;
}

/** The screen's data selector and the chosen format's options. */
function DataStepOptions({ settings, onChange, disabled }: StepPanelProps<PdfToDataSettings>) {
  return (
    <fieldset className="space-y-4" disabled={disabled}>
      <SelectField label={dataStepFormatLabel} value={settings.format} options={dataFormats.map((format) => ({ value: format, label: dataFormatLabels[format] }))} onChange={(format) => onChange({ ...settings, format })} />
      <DataOptions settings={settings} onChange={onChange} disabled={disabled} />
    </fieldset>
  );
}

export const stepPanels = {
  'ocr-pdf': stepPanel(OcrOptions),
  'pdf-to-pdfa': stepPanel(PdfaOptions),
  'pdf-to-image': stepPanel(PdfImageOptions),
  'pdf-to-word': stepPanel(PagesStepOptions),
  'pdf-to-powerpoint': stepPanel(PagesStepOptions),
  'pdf-to-excel': stepPanel(PagesStepOptions),
  'pdf-to-markdown': stepPanel(PagesStepOptions),
  'pdf-to-csv': stepPanel(PagesStepOptions),
  'pdf-to-html': stepPanel(PagesStepOptions),
  'pdf-to-data': stepPanel(DataStepOptions),
};
