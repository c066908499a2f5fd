import { useState } from 'react';
import { ChoiceGroup, TextField } from './SettingFields';
import { rangeProblem } from './PageChoiceField';

// Without a page count (several files, each with its own; or one not counted yet) only the way the
// ranges are written can be checked: each file's engine checks them against its own pages.
const ANY_PAGE_COUNT = Number.MAX_SAFE_INTEGER;

interface PagesToConvertFieldProps {
  /** '' for every page, else ranges in the shared grammar ('1-3, 5, 8-end'). */
  value: string;
  onChange: (pages: string) => void;
  /** The one file's pages; none for several files. */
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
          error={typedPagesProblem(typed, pageCount)}
          onChange={(text) => {
            setTyped(text);
            onChange(text);
          }}
        />
      )}
    </fieldset>
  );
}

/** What is wrong with typed pages: against the one file's pages, or, without them, only how they are written. */
export function typedPagesProblem(pages: string, pageCount?: number): string | undefined {
  return rangeProblem(pages, pageCount ?? ANY_PAGE_COUNT);
}

/** Whether the pages field can be sent as it is: every page, or ranges that fit the one file (or, for several, are well written). */
export function pagesReady(pages: string, pageCount?: number): boolean {
  return pages.trim() === '' || typedPagesProblem(pages, pageCount) === undefined;
}
