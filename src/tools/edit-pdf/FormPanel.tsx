import { useEffect, useState } from 'react';
import { callApi } from '../../api/call-api';
import { noSettings } from '../../contract/api-call';
import { FIELD_OFF, formFieldsCall, type FormField } from '../../contract/form-fields';
import { editorTexts } from './texts';

const text = editorTexts.forms;

interface FormPanelProps {
  file: File;
  /** The values chosen so far (part of the history), by field name. */
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onShowPage: (page: number) => void;
}

// A long form (a tax return has hundreds of fields) is listed in full but drawn in slices.
const SHOWN = 300;

/** The file's AcroForm fields as a list of inputs: text, checkbox, radio group and choice. */
export function FormPanel({ file, values, onChange, onShowPage }: FormPanelProps) {
  const [fields, setFields] = useState<FormField[] | { error: string }>();
  useEffect(() => {
    const abort = new AbortController();
    callApi(formFieldsCall, [file], noSettings, { signal: abort.signal })
      .then(({ answer }) => setFields(answer.fields), (error: Error) => !abort.signal.aborted && setFields({ error: error.message }));
    return () => abort.abort();
  }, [file]);
  if (!fields) return <p className="text-sm text-slate-600">{text.loading}</p>;
  if (!Array.isArray(fields)) return <p role="alert" className="text-sm text-red-700">{fields.error}</p>;
  if (fields.length === 0) return <p className="text-sm text-slate-600" data-testid="no-form-fields">{text.none}</p>;
  const input = 'mt-1 w-full rounded-lg border border-slate-300 p-1.5 text-sm';
  return (
    <div className="space-y-2" data-testid="form-panel">
      <p className="text-sm text-slate-600">{text.hint}</p>
      <ul className="max-h-[50vh] space-y-2 overflow-auto pr-1">
        {fields.filter((field) => !field.readOnly).slice(0, SHOWN).map((field) => {
          const value = values[field.name] ?? field.value;
          const label = (
            <button type="button" className="text-left text-xs text-slate-500 hover:underline" onClick={() => onShowPage(field.page)}>
              {field.name} · {text.onPage(field.page)}
            </button>
          );
          if (field.kind === 'checkbox') {
            return (
              <li key={field.name}>
                <label className="flex items-center gap-2 text-sm"><input type="checkbox" checked={value !== FIELD_OFF}
                  onChange={(event) => onChange(field.name, event.target.checked ? field.options[0] : FIELD_OFF)} aria-label={field.name} /> {label}</label>
              </li>
            );
          }
          const choices = field.kind === 'radio' ? [FIELD_OFF, ...field.options] : field.options;
          return (
            <li key={field.name}>
              {label}
              {field.kind === 'text' ? (
                <input className={input} aria-label={field.name} value={value} onChange={(event) => onChange(field.name, event.target.value)} />
              ) : (
                <select className={input} aria-label={field.name} value={value} onChange={(event) => onChange(field.name, event.target.value)}>
                  {choices.map((choice) => <option key={choice} value={choice}>{choice === FIELD_OFF ? text.off : choice}</option>)}
                </select>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
