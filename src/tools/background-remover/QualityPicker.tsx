import { CheckCircle2, CloudDownload, Loader2 } from 'lucide-react';
import { formatBytes } from '../../lib/format-bytes';
import type { BackgroundQuality } from '../../contract/remove-background';
import type { ModelAvailability } from './model-availability';
import { backgroundTexts as text } from './texts';

interface QualityPickerProps {
  quality: BackgroundQuality;
  onChange: (quality: BackgroundQuality) => void;
  availability: ModelAvailability;
  disabled: boolean;
}

const choices: Array<{ value: BackgroundQuality; label: string; hint: string }> = [
  { value: 'fast', label: text.fastLabel, hint: text.fastHint },
  { value: 'best', label: text.bestLabel, hint: text.bestHint },
];

/** Fast (the default) or Best, and whether the quality's model is already on this device. */
export function QualityPicker({ quality, onChange, availability, disabled }: QualityPickerProps) {
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="mb-2 font-semibold text-slate-900">{text.qualityLegend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex cursor-pointer gap-3 rounded-xl border p-3 ${quality === choice.value ? 'border-red-500 bg-red-50' : 'border-slate-200 bg-surface'}`}
          >
            <input
              type="radio"
              name="quality"
              value={choice.value}
              checked={quality === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 accent-red-600"
            />
            <span>
              <span className="block font-medium text-slate-900">{choice.label}</span>
              <span className="block text-sm text-slate-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      <ModelStatus availability={availability} />
    </fieldset>
  );
}

function ModelStatus({ availability }: { availability: ModelAvailability }) {
  if (availability.state === 'checking') {
    return <p className="flex items-center gap-2 text-sm text-slate-500"><Loader2 className="size-4 shrink-0 animate-spin" aria-hidden />{text.modelChecking}</p>;
  }
  const size = availability.bytes ? formatBytes(availability.bytes) : '';
  if (availability.state === 'offline') {
    return <p className="flex items-center gap-2 text-sm text-green-700" data-testid="model-status"><CheckCircle2 className="size-4 shrink-0" aria-hidden />{text.modelOffline(size)}</p>;
  }
  return <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="model-status"><CloudDownload className="size-4 shrink-0" aria-hidden />{text.modelDownload(size)}</p>;
}
