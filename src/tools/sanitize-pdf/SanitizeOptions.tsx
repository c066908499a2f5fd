import { SANITIZE_ITEMS, type PdfRisks, type SanitizeItem, type SanitizeSettings } from '../../contract/sanitize-pdf';
import type { StepPanelProps } from '../tool-definition';
import { sanitizeChoices, sanitizeTexts as text } from './texts';

interface SanitizeOptionsProps extends StepPanelProps<SanitizeSettings> {
  /** What the one open file holds, shown beside each choice. */
  found?: PdfRisks;
}

/** What to remove, in the list's order: the screen's checklist, and the Sanitize PDF workflow step's. */
export function SanitizeOptions({ settings, onChange, disabled, found }: SanitizeOptionsProps) {
  const { remove } = settings;
  const toggle = (item: SanitizeItem) => onChange({ remove: remove.includes(item) ? remove.filter((value) => value !== item) : SANITIZE_ITEMS.filter((value) => value === item || remove.includes(value)) });
  return (
    <fieldset disabled={disabled} className="space-y-2">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{text.optionsTitle}</legend>
      {SANITIZE_ITEMS.map((item) => {
        const { label, hint, count } = sanitizeChoices[item];
        return (
          <label key={item} className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3">
            <input type="checkbox" className="mt-1 accent-red-600" checked={remove.includes(item)} onChange={() => toggle(item)} />
            <span>
              <span className="block font-medium text-slate-900">
                {label}
                {found && <span className={`ml-2 text-sm font-normal ${found[count] > 0 ? 'text-red-700' : 'text-slate-500'}`} data-testid={`found-${item}`}>· {text.found(found[count])}</span>}
              </span>
              <span className="block text-sm text-slate-500">{hint}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
