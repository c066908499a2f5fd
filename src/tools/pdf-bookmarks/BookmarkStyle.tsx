import { CheckboxField } from '../../components/SettingFields';
import type { BookmarkRow } from './bookmark-rows';
import { bookmarksTexts as text } from './texts';

/** The chosen bookmark's colour and style, as viewers draw it in their bookmarks panel. */
export function BookmarkStyle({ row, onChange, disabled }: { row: BookmarkRow; onChange: (change: Partial<BookmarkRow>) => void; disabled: boolean }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-4 rounded-xl bg-slate-50 p-3" disabled={disabled} data-testid="bookmark-style">
      <legend className="sr-only">{text.selectedTitle(row.title)}</legend>
      <p className="w-full text-sm font-medium text-slate-700" aria-hidden>{text.selectedTitle(row.title)}</p>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        {text.color}
        <input type="color" className="h-8 w-10 cursor-pointer rounded border border-slate-300" value={row.color ?? '#000000'} onChange={(event) => onChange({ color: event.target.value })} />
      </label>
      <CheckboxField label={text.defaultColor} checked={!row.color} onChange={(own) => onChange({ color: own ? undefined : '#000000' })} />
      <CheckboxField label={text.bold} checked={Boolean(row.bold)} onChange={(bold) => onChange({ bold })} />
      <CheckboxField label={text.italic} checked={Boolean(row.italic)} onChange={(italic) => onChange({ italic })} />
      <CheckboxField label={text.open} checked={Boolean(row.open)} onChange={(open) => onChange({ open })} />
    </fieldset>
  );
}
