import { Plus, X } from 'lucide-react';
import { PAGE_LABEL_PREFIX_MAX_LENGTH, PAGE_LABEL_STYLES, type PageLabelRange, type PageLabelStyle } from '../../contract/page-labels';
import { labelsTexts as text } from './texts';

interface LabelRangesProps {
  ranges: PageLabelRange[];
  onChange: (ranges: PageLabelRange[]) => void;
  /** The document's pages, when one file is open: a new range starts after the last one, within them. */
  pageCount?: number;
  disabled: boolean;
}

/** The ranges, one row each: first page, style, prefix, start number; added and removed. */
export function LabelRanges({ ranges, onChange, pageCount, disabled }: LabelRangesProps) {
  const update = (index: number, change: Partial<PageLabelRange>) => onChange(ranges.map((range, at) => (at === index ? { ...range, ...change } : range)));
  const nextPage = Math.min(pageCount ?? Number.MAX_SAFE_INTEGER, (ranges.at(-1)?.fromPage ?? 0) + 1);
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="mb-1 text-lg font-semibold text-slate-900">{text.optionsTitle}</legend>
      <p className="text-sm text-slate-600">{text.intro}</p>
      {ranges.length === 0 && <p className="text-sm text-slate-500" data-testid="no-ranges">{text.noRanges}</p>}
      <ol className="space-y-2">
        {ranges.map((range, index) => (
          <li key={`${index}:${range.fromPage}`} className="grid grid-cols-2 items-end gap-2 rounded-xl border border-slate-200 p-2 sm:grid-cols-[7rem_1fr_1fr_6rem_auto]">
            <label className="text-xs font-medium text-slate-600">
              {text.columns.fromPage}
              <input
                type="number" min={1} max={pageCount} className="field mt-1 block w-full" aria-label={text.fromPage(index)} value={range.fromPage}
                onChange={(event) => update(index, { fromPage: Math.max(1, Math.floor(Number(event.target.value) || 1)) })}
              />
            </label>
            <label className="text-xs font-medium text-slate-600">
              {text.columns.style}
              <select className="field mt-1 block w-full" aria-label={text.style(index)} value={range.style} onChange={(event) => update(index, { style: event.target.value as PageLabelStyle })}>
                {PAGE_LABEL_STYLES.map((style) => <option key={style} value={style}>{text.styles[style]}</option>)}
              </select>
            </label>
            <label className="text-xs font-medium text-slate-600">
              {text.columns.prefix}
              <input className="field mt-1 block w-full" maxLength={PAGE_LABEL_PREFIX_MAX_LENGTH} aria-label={text.prefix(index)} value={range.prefix} onChange={(event) => update(index, { prefix: event.target.value })} />
            </label>
            <label className="text-xs font-medium text-slate-600">
              {text.columns.start}
              <input
                type="number" min={1} className="field mt-1 block w-full" aria-label={text.start(index)} value={range.start} disabled={range.style === 'none'}
                onChange={(event) => update(index, { start: Math.max(1, Math.floor(Number(event.target.value) || 1)) })}
              />
            </label>
            <button type="button" className="icon-btn col-span-2 justify-self-end sm:col-span-1" aria-label={text.removeRange(index)} onClick={() => onChange(ranges.filter((_, at) => at !== index))}>
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button" className="btn-ghost" disabled={disabled || (pageCount !== undefined && nextPage <= (ranges.at(-1)?.fromPage ?? 0))}
        onClick={() => onChange([...ranges, { fromPage: nextPage, style: 'decimal', prefix: '', start: 1 }])}
      >
        <Plus className="size-4" aria-hidden /> {text.addRange}
      </button>
    </fieldset>
  );
}
