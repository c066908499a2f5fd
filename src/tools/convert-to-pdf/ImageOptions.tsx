import { SelectField } from '../../components/SettingFields';
import type { ImagePageSettings } from '../../contract/convert-to-pdf';
import { CombineField } from './CombineField';
import { convertTexts as text } from './texts';

interface ImageOptionsProps {
  settings: ImagePageSettings;
  onChange: (change: Partial<ImagePageSettings>) => void;
  disabled: boolean;
}

/** Page size, orientation, margin, and one PDF for all images or one each. */
export function ImageOptions({ settings, onChange, disabled }: ImageOptionsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3" disabled={disabled}>
      <SelectField label={text.pageSize} value={settings.pageSize} options={text.pageSizes} onChange={(pageSize) => onChange({ pageSize })} />
      <div>
        <SelectField label={text.orientation} value={settings.orientation} options={text.orientations} onChange={(orientation) => onChange({ orientation })} />
        {settings.pageSize === 'fit' && <p className="mt-1 text-xs text-slate-500">{text.orientationFitHint}</p>}
      </div>
      <SelectField label={text.margin} value={settings.margin} options={text.margins} onChange={(margin) => onChange({ margin })} />
      <CombineField className="sm:col-span-3" checked={settings.combine} onChange={(combine) => onChange({ combine })} />
    </fieldset>
  );
}
