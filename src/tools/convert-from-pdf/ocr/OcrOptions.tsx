import { OptionCards } from '../../../components/OptionCards';
import type { OcrSettings } from '../../../contract/ocr-pdf';
import type { StepPanelProps } from '../../tool-definition';
import { LanguagePicker } from './LanguagePicker';
import { OptionCheckbox } from './OptionCheckbox';
import { ocrTexts as text, pageModeOptions } from './texts';

interface OcrOptionsProps extends StepPanelProps<OcrSettings> {
  /** Changes when a run ends, so languages it fetched are then shown as on this device. */
  refreshKey?: unknown;
}

/** Languages, which pages, turning and straightening: the OCR tab's settings, and the OCR workflow step's. */
export function OcrOptions({ settings, onChange, disabled, refreshKey }: OcrOptionsProps) {
  const change = <K extends keyof OcrSettings>(key: K) => (value: OcrSettings[K]) => onChange({ ...settings, [key]: value });
  return (
    <>
      <LanguagePicker refreshKey={refreshKey} value={settings.languages} onChange={change('languages')} disabled={disabled} />
      <OptionCards legend={text.pagesLegend} options={pageModeOptions} value={settings.pages} onChange={change('pages')} disabled={disabled} />
      <OptionCheckbox label={text.rotate} hint={text.rotateHint} checked={settings.rotate} disabled={disabled} onChange={change('rotate')} />
      <OptionCheckbox label={text.deskew} hint={text.deskewHint} checked={settings.deskew} disabled={disabled} onChange={change('deskew')} />
    </>
  );
}
