import { convertTexts as text } from './texts';

interface CombineFieldProps {
  checked: boolean;
  onChange: (combine: boolean) => void;
  className?: string;
}

/** "Combine into one PDF": one PDF of every file in the list's order, or one PDF each. */
export function CombineField({ checked, onChange, className = '' }: CombineFieldProps) {
  return (
    <label className={`flex items-center gap-2 text-sm font-medium text-slate-700 ${className}`}>
      <input type="checkbox" className="size-4 accent-red-600" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {text.combine}
    </label>
  );
}
