interface OptionCheckboxProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** One on/off option of the OCR tab, with a line that says what it does. */
export function OptionCheckbox({ label, hint, checked, disabled = false, onChange }: OptionCheckboxProps) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" className="mt-1 accent-red-600" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        <span className="block text-slate-500">{hint}</span>
      </span>
    </label>
  );
}
