// Small labelled form controls for tool settings: every control has a visible label that is also
// its accessible name, so people (and the end-to-end tests) find it by what it says.
import { useId, type ReactNode } from 'react';

const fieldLabel = 'block text-sm font-medium text-slate-700';
const inputBox = 'mt-1 w-full rounded-lg border border-slate-300 bg-surface px-3 py-2 text-slate-900 focus:border-red-500 focus:outline-none focus:ring-2 focus:ring-red-200';

interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange: (value: number) => void;
}

export function SliderField({ label, value, min, max, step = 1, unit = '', onChange }: SliderFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className={fieldLabel}>{label}</label>
        <output htmlFor={id} className="text-sm tabular-nums text-slate-600">{value}{unit}</output>
      </div>
      <input
        id={id}
        type="range"
        className="mt-2 w-full accent-red-600"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}

export function SelectField<T extends string>({ label, value, options, onChange }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>{label}</label>
      <select id={id} className={inputBox} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  type?: 'text' | 'number' | 'color' | 'password' | 'email';
  min?: number;
  error?: string;
  /** The browser's autofill hint: 'new-password' keeps it from offering a saved site password. */
  autoComplete?: string;
  /** A line under the field that says what it is for. */
  hint?: string;
}

export function TextField({ label, value, onChange, placeholder, maxLength, type = 'text', min, error, autoComplete, hint }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>{label}</label>
      <input
        id={id}
        type={type}
        className={type === 'color' ? 'mt-1 h-10 w-full cursor-pointer rounded-lg border border-slate-300 bg-surface p-1' : inputBox}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        min={min}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  onChange: (value: T) => void;
}

/** A row of radio buttons drawn as a segmented control. */
export function ChoiceGroup<T extends string>({ legend, value, options, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className={fieldLabel}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-red-200 ${
              option.value === value ? 'border-red-600 bg-red-50 text-red-700' : 'border-slate-300 bg-surface text-slate-700 hover:bg-slate-50'
            }`}
          >
            <input type="radio" className="sr-only" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <input type="checkbox" className="size-4 accent-red-600" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
