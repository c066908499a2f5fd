import { useId } from 'react';
import { splitEveryValue, type SplitMode } from '../../contract/split-pdf';
import { splitTexts as text } from './texts';

interface SplitOptionsProps {
  mode: SplitMode;
  range: string;
  every: string;
  onChange: (change: { mode?: SplitMode; range?: string; every?: string }) => void;
  error?: string;
  /** Unknown until the pages are counted. */
  fileCount?: number;
  disabled: boolean;
}

/** Mode range (default) with its ranges text, or every N pages with its number. */
export function SplitOptions({ mode, range, every, onChange, error, fileCount, disabled }: SplitOptionsProps) {
  const errorId = useId();
  const modes: Array<{ value: SplitMode; label: string; hint: string }> = [
    { value: 'range', label: text.modeRange, hint: text.modeRangeHint },
    { value: 'every', label: text.modeEvery, hint: text.modeEveryHint },
  ];
  return (
    <fieldset disabled={disabled} className="space-y-4">
      <legend className="mb-3 text-lg font-semibold text-slate-900">{text.optionsTitle}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {modes.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer gap-3 rounded-xl border p-3 ${mode === option.value ? 'border-red-500 bg-red-50' : 'border-slate-200'}`}
          >
            <input type="radio" name="split-mode" className="mt-1 accent-red-600" checked={mode === option.value} onChange={() => onChange({ mode: option.value })} />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              <span className="block text-sm text-slate-500">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {mode === 'range' ? (
        <label className="block text-sm font-medium text-slate-700">
          {text.rangeLabel}
          <input
            type="text" className="field mt-1 block w-full" placeholder={text.rangePlaceholder} value={range}
            onChange={(event) => onChange({ range: event.target.value })}
            aria-invalid={Boolean(error)} aria-describedby={errorId}
          />
        </label>
      ) : (
        <label className="block text-sm font-medium text-slate-700">
          {text.everyLabel}
          <input
            type="number" min={1} className="field mt-1 block w-32" value={every}
            onChange={(event) => onChange({ every: event.target.value })}
            // Spec: an empty or non-numeric value becomes 1.
            onBlur={() => onChange({ every: String(splitEveryValue(every)) })}
          />
        </label>
      )}
      <p id={errorId} className={`text-sm ${error ? 'text-red-600' : 'text-slate-600'}`} role={error ? 'alert' : undefined} data-testid="split-summary">
        {error ?? (mode === 'range' && !range.trim() ? text.rangeMissing : fileCount === undefined ? '' : text.fileCount(fileCount))}
      </p>
    </fieldset>
  );
}
