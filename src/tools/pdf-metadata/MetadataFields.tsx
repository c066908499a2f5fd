import { Plus, X } from 'lucide-react';
import { METADATA_DATE_FIELDS, METADATA_FIELDS, type MetadataField } from '../../contract/pdf-metadata';
import type { MetadataForm } from './metadata-form';
import { metadataTexts as text } from './texts';

interface MetadataFieldsProps {
  form: MetadataForm;
  onChange: (form: MetadataForm) => void;
  disabled: boolean;
}

const hints: Partial<Record<MetadataField, string>> = { author: text.authorHint, modified: text.modifiedHint };

/** The standard fields (dates with the browser's date-time picker) and the custom ones, which can be added and removed. */
export function MetadataFields({ form, onChange, disabled }: MetadataFieldsProps) {
  const setValue = (field: MetadataField, value: string) => onChange({ ...form, values: { ...form.values, [field]: value } });
  const setCustom = (index: number, change: Partial<{ name: string; value: string }>) =>
    onChange({ ...form, custom: form.custom.map((entry, at) => (at === index ? { ...entry, ...change } : entry)) });

  return (
    <fieldset disabled={disabled} className="space-y-5">
      <legend className="mb-3 text-lg font-semibold text-slate-900">{text.fieldsTitle}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {METADATA_FIELDS.map((field) => (
          <label key={field} className={`block text-sm font-medium text-slate-700 ${field === 'subject' ? 'sm:col-span-2' : ''}`}>
            {text.fields[field]}
            <input
              className="field mt-1 block w-full"
              type={METADATA_DATE_FIELDS.includes(field) ? 'datetime-local' : 'text'}
              step={METADATA_DATE_FIELDS.includes(field) ? 1 : undefined}
              value={form.values[field]}
              onChange={(event) => setValue(field, event.target.value)}
            />
            {hints[field] && <span className="mt-1 block text-xs font-normal text-slate-500">{hints[field]}</span>}
          </label>
        ))}
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-800">{text.customTitle}</h3>
        <ul className="space-y-2">
          {form.custom.map((entry, index) => (
            // Entries have no id of their own; their place is their identity while the form is open.
            <li key={index} className="flex flex-wrap items-center gap-2">
              <input className="field w-40" aria-label={text.customName(index)} value={entry.name} onChange={(event) => setCustom(index, { name: event.target.value })} />
              <input className="field min-w-0 flex-1" aria-label={text.customValue(index)} value={entry.value} onChange={(event) => setCustom(index, { value: event.target.value })} />
              <button
                type="button" className="icon-btn" aria-label={text.removeCustom(entry.name)}
                onClick={() => onChange({ ...form, custom: form.custom.filter((_, at) => at !== index) })}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="btn-ghost mt-2" onClick={() => onChange({ ...form, custom: [...form.custom, { name: '', value: '' }] })}>
          <Plus className="size-4" aria-hidden /> {text.addCustom}
        </button>
      </div>
    </fieldset>
  );
}
