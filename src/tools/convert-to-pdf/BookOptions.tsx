import { SelectField, SliderField } from '../../components/SettingFields';
import { bookFontSizeRule, bookMarginRule, type BookLayout } from '../../contract/book-to-pdf';
import { convertTexts as text } from './texts';

interface BookOptionsProps {
  settings: BookLayout;
  onChange: (change: Partial<BookLayout>) => void;
  disabled: boolean;
}

/** How an e-book flows onto pages: their size, the type size and the margin. */
export function BookOptions({ settings, onChange, disabled }: BookOptionsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3" disabled={disabled} data-testid="book-options">
      <SelectField label={text.pageSize} value={settings.pageSize} options={text.bookPageSizes} onChange={(pageSize) => onChange({ pageSize })} />
      <SliderField label={text.fontSize} value={settings.fontSize} min={bookFontSizeRule.min} max={bookFontSizeRule.max} unit=" pt" onChange={(fontSize) => onChange({ fontSize })} />
      <SliderField label={text.bookMargin} value={settings.margin} min={bookMarginRule.min} max={bookMarginRule.max} unit=" mm" onChange={(margin) => onChange({ margin })} />
    </fieldset>
  );
}
