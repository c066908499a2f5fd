import { qualityRule, type CustomSettings } from '../../contract/optimize-pdf';
import { optimizeTexts as text } from './texts';

interface CustomSettingsPanelProps {
  settings: CustomSettings;
  onChange: (settings: CustomSettings) => void;
  disabled: boolean;
}

const toggleKeys = ['images', 'fonts', 'metadata', 'annotations'] as const;

/** Custom level: the quality slider (the contract's limits: 10–100, step 5) and the four toggles. */
export function CustomSettingsPanel({ settings, onChange, disabled }: CustomSettingsPanelProps) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4" disabled={disabled}>
      <legend className="px-1 font-semibold text-slate-900">{text.customLegend}</legend>
      <label className="block">
        <span className="flex justify-between text-sm font-medium text-slate-800">
          {text.quality} <span className="tabular-nums" data-testid="quality-value">{settings.quality}</span>
        </span>
        <input
          type="range" min={qualityRule.min} max={qualityRule.max} step={qualityRule.step} value={settings.quality}
          onChange={(event) => onChange({ ...settings, quality: Number(event.target.value) })}
          className="mt-2 w-full accent-red-600" aria-label={text.quality}
        />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        {toggleKeys.map((key) => (
          <label key={key} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox" className="mt-1 accent-red-600" checked={settings[key]}
              onChange={(event) => onChange({ ...settings, [key]: event.target.checked })}
            />
            <span>
              <span className="block font-medium text-slate-900">{text.toggles[key].label}</span>
              <span className="block text-slate-500">{text.toggles[key].hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
