import { useId } from 'react';

export interface OptionCard<Value extends string> {
  value: Value;
  label: string;
  description: string;
  /** A second, smaller line, e.g. the recipe behind a level. */
  detail?: string;
}

interface OptionCardsProps<Value extends string> {
  legend: string;
  options: OptionCard<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
}

/** A radio group drawn as cards: one choice, each with its description line. */
export function OptionCards<Value extends string>({ legend, options, value, onChange, disabled = false }: OptionCardsProps<Value>) {
  const name = useId();
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer gap-3 rounded-xl border p-4 transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-red-200 ${
              value === option.value ? 'border-red-500 bg-red-50' : 'border-slate-200 bg-surface hover:border-red-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 accent-red-600"
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{option.label}</span>
              <span className="block text-sm text-slate-600">{option.description}</span>
              {option.detail && <span className="mt-1 block text-xs text-slate-600">{option.detail}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
