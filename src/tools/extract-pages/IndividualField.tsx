import { individualHint, individualLabel } from './texts';

/** "Each page as its own PDF": the screen's option, and the Extract Pages workflow step's. */
export function IndividualField({ checked, onChange, disabled }: { checked: boolean; onChange: (individual: boolean) => void; disabled: boolean }) {
  return (
    <label className="mt-4 flex items-start gap-3 text-slate-800">
      <input type="checkbox" className="mt-1 size-4 accent-red-600" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {individualLabel}
        <span className="block text-sm text-slate-500">{individualHint}</span>
      </span>
    </label>
  );
}
