import { useId, useMemo } from 'react';
import { choiceFromPages, type PageChoice, type PageMethod } from '../lib/page-choice';
import { PageGrid, type GridPage, type SelectionTone } from './PageGrid';

interface PageChoiceFormProps {
  file: File;
  pageCount: number;
  choice: PageChoice;
  onChoiceChange: (choice: PageChoice) => void;
  /** The chosen pages (from `chosenPages`), shown selected in the grid. */
  pages: number[];
  /** What is wrong with the choice, shown under the fields. */
  error?: string;
  gridLabel: string;
  tone: SelectionTone;
  disabled: boolean;
}

const methods: Array<{ value: PageMethod; label: string }> = [
  { value: 'range', label: 'Page Range' },
  { value: 'specific', label: 'Specific Pages' },
];

/**
 * Method Page Range (Start Page, End Page) or Specific Pages, and the page grid showing the same
 * choice: typing updates the grid, clicking the grid rewrites the fields.
 */
export function PageChoiceForm({ file, pageCount, choice, onChoiceChange, pages, error, gridLabel, tone, disabled }: PageChoiceFormProps) {
  const gridPages = useMemo<GridPage[]>(
    () => Array.from({ length: pageCount }, (_, index) => ({ id: String(index + 1), pageNumber: index + 1 })),
    [pageCount],
  );
  const selected = useMemo(() => new Set(pages.map(String)), [pages]);
  return (
    <div className="space-y-4">
      <PageChoiceFields choice={choice} onChoiceChange={onChoiceChange} pageCount={pageCount} error={error} disabled={disabled} />
      <PageGrid
        file={file}
        pages={gridPages}
        label={gridLabel}
        selected={selected}
        onSelectedChange={(next) => onChoiceChange(choiceFromPages(choice, [...next].map(Number)))}
        tone={tone}
        disabled={disabled}
      />
    </div>
  );
}

interface PageChoiceFieldsProps {
  choice: PageChoice;
  onChoiceChange: (choice: PageChoice) => void;
  /** The document's pages, when one is open. */
  pageCount?: number;
  error?: string;
  disabled: boolean;
}

/** Method, then Start Page and End Page or Specific Pages: the typed half of the choice (a workflow step has no grid). */
export function PageChoiceFields({ choice, onChoiceChange, pageCount, error, disabled }: PageChoiceFieldsProps) {
  const errorId = useId();
  const set = (change: Partial<PageChoice>) => onChoiceChange({ ...choice, ...change });
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Method</legend>
      <div className="flex flex-wrap gap-4">
        {methods.map((method) => (
          <label key={method.value} className="flex items-center gap-2 text-slate-700">
            <input type="radio" name={`page-method-${errorId}`} className="accent-red-600" checked={choice.method === method.value} onChange={() => set({ method: method.value })} />
            {method.label}
          </label>
        ))}
      </div>
      {choice.method === 'range' ? (
        <div className="flex flex-wrap gap-4">
          <label className="text-sm font-medium text-slate-700">
            Start Page
            <input type="number" min={1} max={pageCount} className="field mt-1 block w-28" value={choice.start} onChange={(event) => set({ start: event.target.value })} {...invalid} />
          </label>
          <label className="text-sm font-medium text-slate-700">
            End Page
            <input type="number" min={1} max={pageCount} className="field mt-1 block w-28" value={choice.end} onChange={(event) => set({ end: event.target.value })} {...invalid} />
          </label>
        </div>
      ) : (
        <label className="block text-sm font-medium text-slate-700">
          Specific Pages
          <input type="text" className="field mt-1 block w-full" placeholder="1, 3, 5, 7-9" value={choice.specific} onChange={(event) => set({ specific: event.target.value })} {...invalid} />
        </label>
      )}
      <p id={errorId} className="min-h-5 text-sm text-red-600" role={error ? 'alert' : undefined} data-testid="pages-error">{error}</p>
    </fieldset>
  );
}
