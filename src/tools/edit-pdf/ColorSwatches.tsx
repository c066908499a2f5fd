import { PALETTE } from './editor-style';

interface ColorSwatchesProps {
  label: string;
  value: string;
  onChange: (color: string) => void;
  /** Offer 'none' (a shape only outlined) with this label. */
  noneLabel?: string;
}

/** The spec's 24-colour palette as a group of swatches (§2, §9). */
export function ColorSwatches({ label, value, onChange, noneLabel }: ColorSwatchesProps) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="grid grid-cols-8 gap-1">
        {PALETTE.map((color) => (
          <button key={color} type="button" aria-label={`${label} ${color}`} aria-pressed={value === color} onClick={() => onChange(color)}
            className={`size-6 rounded border ${value === color ? 'ring-2 ring-purple-600 ring-offset-1' : 'border-slate-300'}`} style={{ background: color }} />
        ))}
        {noneLabel && (
          <button type="button" aria-label={noneLabel} aria-pressed={value === 'none'} onClick={() => onChange('none')}
            className={`size-6 rounded border bg-[linear-gradient(45deg,transparent_45%,#dc2626_45%,#dc2626_55%,transparent_55%)] ${value === 'none' ? 'ring-2 ring-purple-600 ring-offset-1' : 'border-slate-300'}`} />
        )}
      </div>
    </fieldset>
  );
}
