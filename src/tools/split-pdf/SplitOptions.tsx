import { useId } from 'react';
import type { SplitMode } from '../../contract/split-pdf';
import { SplitModeField } from './SplitModeField';
import type { SplitForm } from './split-plan';
import { splitTexts as text } from './texts';

interface SplitOptionsProps {
  form: SplitForm;
  onChange: (change: Partial<SplitForm>) => void;
  error?: string;
  /** Unknown until the pages (or bookmarks) are counted, and for the modes only the engine can count (size, blank pages). */
  fileCount?: number;
  disabled: boolean;
}

// The spec's two modes first, range the default.
const modes: Array<{ value: SplitMode; label: string; hint: string }> = [
  { value: 'range', label: text.modeRange, hint: text.modeRangeHint },
  { value: 'every', label: text.modeEvery, hint: text.modeEveryHint },
  { value: 'bookmarks', label: text.modeBookmarks, hint: text.modeBookmarksHint },
  { value: 'size', label: text.modeSize, hint: text.modeSizeHint },
  { value: 'equal', label: text.modeEqual, hint: text.modeEqualHint },
  { value: 'odd-even', label: text.modeOddEven, hint: text.modeOddEvenHint },
  { value: 'blank', label: text.modeBlank, hint: text.modeBlankHint },
];

/** The split modes as radio cards, the chosen mode's own field, and what the split will make. */
export function SplitOptions({ form, onChange, error, fileCount, disabled }: SplitOptionsProps) {
  const errorId = useId();
  const { mode } = form;
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
      <SplitModeField form={form} onChange={onChange} invalid={Boolean(error)} errorId={errorId} />
      <p id={errorId} className={`text-sm ${error ? 'text-red-600' : 'text-slate-600'}`} role={error ? 'alert' : undefined} data-testid="split-summary">
        {error ?? summary(form, fileCount)}
      </p>
    </fieldset>
  );
}

function summary(form: SplitForm, fileCount: number | undefined): string {
  if (form.mode === 'range' && !form.range.trim()) return text.rangeMissing;
  if (fileCount !== undefined) return text.fileCount(fileCount);
  if (form.mode === 'bookmarks') return text.bookmarksSummary;
  if (form.mode === 'size') return text.sizeSummary(Number(form.maxMegabytes));
  if (form.mode === 'blank') return text.blankSummary;
  return '';
}
