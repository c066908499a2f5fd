import { useState } from 'react';
import { ChoiceGroup, TextField } from './SettingFields';
import { rangeProblem } from './PageChoiceField';

interface PagesToConvertFieldProps {
  /** '' for every page, else ranges in the shared grammar ('1-3, 5, 8-end'). */
  value: string;
  onChange: (pages: string) => void;
  pageCount?: number;
  disabled?: boolean;
}

/** Which pages a conversion takes: all of them, or the ranges typed. */
export function PagesToConvertField({ value, onChange, pageCount, disabled = false }: PagesToConvertFieldProps) {
  const [mode, setMode] = useState<'all' | 'range'>(value.trim() ? 'range' : 'all');
  const [typed, setTyped] = useState(value);
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <ChoiceGroup<'all' | 'range'>
        legend="Pages to convert"
        value={mode}
        options={[{ value: 'all', label: pageCount ? `All pages (${pageCount})` : 'All pages' }, { value: 'range', label: 'Only these pages' }]}
        onChange={(next) => {
          setMode(next);
          onChange(next === 'range' ? typed : '');
        }}
      />
      {mode === 'range' && (
        <TextField
          label="Page numbers or ranges"
          placeholder="1-3, 5, 8-end"
          value={typed}
          error={rangeProblem(typed, pageCount)}
          onChange={(text) => {
            setTyped(text);
            onChange(text);
          }}
        />
      )}
    </fieldset>
  );
}

/** Whether the pages field can be sent as it is. */
export function pagesReady(pages: string, pageCount?: number): boolean {
  return pages.trim() === '' || (pageCount !== undefined && rangeProblem(pages, pageCount) === undefined);
}
