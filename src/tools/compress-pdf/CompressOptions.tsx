import { OptionCards } from '../../components/OptionCards';
import type { CompressSettings } from '../../contract/compress-pdf';
import type { StepPanelProps } from '../tool-definition';
import { compressTexts as text, levelOptions } from './texts';

/** The level and the greyscale choice: the screen's settings, and the Compress PDF workflow step's. */
export function CompressOptions({ settings, onChange, disabled }: StepPanelProps<CompressSettings>) {
  return (
    <>
      <OptionCards legend={text.levelLegend} options={levelOptions} value={settings.level} onChange={(level) => onChange({ ...settings, level })} disabled={disabled} />
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-1 accent-red-600" checked={settings.grayscale} disabled={disabled} onChange={(event) => onChange({ ...settings, grayscale: event.target.checked })} />
        <span>
          <span className="block font-medium text-slate-900">{text.grayscale}</span>
          <span className="block text-slate-500">{text.grayscaleHint}</span>
        </span>
      </label>
    </>
  );
}
