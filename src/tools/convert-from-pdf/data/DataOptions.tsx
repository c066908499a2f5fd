import { PagesToConvertField } from '../../../components/PagesToConvertField';
import type { PdfToDataSettings } from '../../../contract/pdf-to-data';
import type { StepPanelProps } from '../../tool-definition';
import { dataUriHint, dataUriLabel, formatDescriptions, schemaNote } from './texts';

interface DataOptionsProps extends StepPanelProps<PdfToDataSettings> {
  /** The one file's pages, when there is one. */
  pageCount?: number;
}

/** What the chosen data format takes: the data: URI for Base64, the pages for the others. */
export function DataOptions({ settings, onChange, disabled, pageCount }: DataOptionsProps) {
  const { format } = settings;
  return (
    <>
      <p className="text-slate-700" data-testid="data-format-description">{formatDescriptions[format]}</p>
      {format === 'base64' && (
        <label className="flex items-start gap-3 text-slate-800">
          <input type="checkbox" className="mt-1 size-4 accent-red-600" checked={settings.dataUri} disabled={disabled} onChange={(event) => onChange({ ...settings, dataUri: event.target.checked })} />
          <span>{dataUriLabel}<span className="block text-sm text-slate-500">{dataUriHint}</span></span>
        </label>
      )}
      {format !== 'base64' && <PagesToConvertField value={settings.pages} onChange={(pages) => onChange({ ...settings, pages })} pageCount={pageCount} disabled={disabled} />}
      {(format === 'json' || format === 'xml' || format === 'yaml') && <p className="text-sm text-slate-500">{schemaNote}</p>}
    </>
  );
}
