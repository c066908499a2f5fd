import type { CutoutFormat } from '../../contract/remove-background';
import type { CutoutOptions } from './use-cutout-exports';
import { backgroundTexts as text } from './texts';

interface OutputOptionsProps {
  options: CutoutOptions;
  colour: string;
  onColourChange: (colour: string) => void;
  onChange: (options: CutoutOptions) => void;
}

const formats: CutoutFormat[] = ['png', 'webp'];

/** Transparent or a solid colour behind the subject; PNG or WebP. */
export function OutputOptions({ options, colour, onColourChange, onChange }: OutputOptionsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset>
        <legend className="mb-2 font-semibold text-slate-900">{text.optionsLegend}</legend>
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name="background" className="accent-red-600" checked={!options.background} onChange={() => onChange({ ...options, background: undefined })} />
            {text.transparent}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="background" className="accent-red-600" checked={Boolean(options.background)} onChange={() => onChange({ ...options, background: colour })} />
            {text.solidColour}
          </label>
          <input
            type="color"
            aria-label={text.colourLabel}
            value={colour}
            className="h-9 w-12 cursor-pointer rounded border border-slate-300 bg-surface"
            onChange={(event) => {
              onColourChange(event.target.value);
              onChange({ ...options, background: event.target.value });
            }}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 font-semibold text-slate-900">{text.formatLegend}</legend>
        <div className="flex gap-4">
          {formats.map((format) => (
            <label key={format} className="flex items-center gap-2">
              <input type="radio" name="format" className="accent-red-600" checked={options.format === format} onChange={() => onChange({ ...options, format })} />
              {format.toUpperCase()}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
