import { useState } from 'react';
import { PageRangeError, parsePageRanges } from '../contract/page-ranges';
import { ChoiceGroup, TextField } from './SettingFields';

type Mode = 'all' | 'skip-first' | 'range';

interface PageChoiceFieldProps {
  /** 'all', 'skip-first' or page ranges, as the API's `pages` parameter takes them. */
  value: string;
  onChange: (pages: string) => void;
  /** Known once the file is read; ranges are checked against it. */
  pageCount?: number;
}

function modeOf(value: string): Mode {
  return value === 'all' || value === 'skip-first' ? value : 'range';
}

/** Which pages a stamp goes on: all, all but the first, or the pages typed (e.g. '1-3, 5'). */
export function PageChoiceField({ value, onChange, pageCount }: PageChoiceFieldProps) {
  // Kept here, not derived from the value: typing 'all' into the range box stays a typed range.
  const [mode, setMode] = useState(modeOf(value));
  const [typed, setTyped] = useState(mode === 'range' ? value : '');
  return (
    <div className="space-y-2">
      <ChoiceGroup<Mode>
        legend="Pages"
        value={mode}
        options={[{ value: 'all', label: 'All pages' }, { value: 'skip-first', label: 'Skip the first page' }, { value: 'range', label: 'Only these pages' }]}
        onChange={(next) => {
          setMode(next);
          onChange(next === 'range' ? typed : next);
        }}
      />
      {mode === 'range' && (
        <TextField
          label="Page numbers or ranges"
          placeholder="1, 3, 5, 7-9"
          value={typed}
          error={rangeProblem(typed, pageCount)}
          onChange={(text) => {
            setTyped(text);
            onChange(text);
          }}
        />
      )}
    </div>
  );
}

/** What is wrong with the typed pages, in the parser's words, or nothing. */
export function rangeProblem(text: string, pageCount?: number): string | undefined {
  if (pageCount === undefined) return undefined;
  try {
    parsePageRanges(text, pageCount);
    return undefined;
  } catch (error) {
    return error instanceof PageRangeError ? error.message : String(error);
  }
}
