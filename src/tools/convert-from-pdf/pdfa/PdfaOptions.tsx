import { OptionCards } from '../../../components/OptionCards';
import type { PdfaSettings } from '../../../contract/pdf-to-pdfa';
import type { StepPanelProps } from '../../tool-definition';
import { levelOptions, pdfaTexts as text } from './texts';

/** The PDF/A level: the PDF/A tab's setting, and the PDF to PDF/A workflow step's. */
export function PdfaOptions({ settings, onChange, disabled }: StepPanelProps<PdfaSettings>) {
  return <OptionCards legend={text.levelLegend} options={levelOptions} value={settings.level} onChange={(level) => onChange({ ...settings, level })} disabled={disabled} />;
}
