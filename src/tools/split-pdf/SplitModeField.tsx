import { bookmarkLevels, equalPartsRule, maxMegabytesRule, splitEveryValue, type BookmarkLevel } from '../../contract/split-pdf';
import { BLANK_THRESHOLD } from '../../contract/blank-page-rule';
import type { SplitForm } from './split-plan';
import { splitTexts as text } from './texts';

interface SplitModeFieldProps {
  form: SplitForm;
  onChange: (change: Partial<SplitForm>) => void;
  invalid: boolean;
  /** The summary line that explains a bad value. */
  errorId: string;
}

/** The chosen mode's own setting (odd and even pages has none). */
export function SplitModeField({ form, onChange, invalid, errorId }: SplitModeFieldProps) {
  const labelClass = 'block text-sm font-medium text-slate-700';
  const described = { 'aria-invalid': invalid, 'aria-describedby': errorId };
  switch (form.mode) {
    case 'range':
      return (
        <label className={labelClass}>
          {text.rangeLabel}
          <input
            type="text" className="field mt-1 block w-full" placeholder={text.rangePlaceholder} value={form.range}
            onChange={(event) => onChange({ range: event.target.value })} {...described}
          />
        </label>
      );
    case 'every':
      return (
        <label className={labelClass}>
          {text.everyLabel}
          <input
            type="number" min={1} className="field mt-1 block w-32" value={form.every}
            onChange={(event) => onChange({ every: event.target.value })}
            // Spec: an empty or non-numeric value becomes 1.
            onBlur={() => onChange({ every: String(splitEveryValue(form.every)) })}
          />
        </label>
      );
    case 'bookmarks':
      return (
        <label className={labelClass}>
          {text.levelLabel}
          <select className="field mt-1 block w-full sm:w-80" value={form.level} onChange={(event) => onChange({ level: Number(event.target.value) as BookmarkLevel })}>
            {bookmarkLevels.map((level) => <option key={level} value={level}>{text.levels[level]}</option>)}
          </select>
        </label>
      );
    case 'size':
      return (
        <label className={labelClass}>
          {text.sizeLabel}
          <input
            type="number" min={maxMegabytesRule.min} max={maxMegabytesRule.max} step={0.1} inputMode="decimal" className="field mt-1 block w-32"
            value={form.maxMegabytes} onChange={(event) => onChange({ maxMegabytes: event.target.value })} {...described}
          />
        </label>
      );
    case 'equal':
      return (
        <label className={labelClass}>
          {text.partsLabel}
          <input
            type="number" min={equalPartsRule.min} max={equalPartsRule.max} className="field mt-1 block w-32"
            value={form.parts} onChange={(event) => onChange({ parts: event.target.value })} {...described}
          />
        </label>
      );
    case 'blank':
      return (
        <label className={labelClass}>
          {text.thresholdLabel}
          <input
            type="number" min={BLANK_THRESHOLD.min} max={BLANK_THRESHOLD.max} step={BLANK_THRESHOLD.step} inputMode="decimal" className="field mt-1 block w-32"
            value={form.threshold} onChange={(event) => onChange({ threshold: event.target.value })} {...described}
          />
        </label>
      );
    case 'odd-even':
      return null;
  }
}
