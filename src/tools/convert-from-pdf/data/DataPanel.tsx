import { useState } from 'react';
import { PagesToConvertField, pagesReady } from '../../../components/PagesToConvertField';
import { PdfConversionPanel } from '../../../components/PdfConversionPanel';
import { dataFormats, defaultPdfToDataSettings, pdfToDataCall, type DataFormat } from '../../../contract/pdf-to-data';
import type { ToolScreenProps } from '../../tool-definition';
import { dataTexts, dataUriHint, dataUriLabel, formatDescriptions, schemaNote } from './texts';

/** The data formats (chosen with the screen's selector): Base64, raw text, JSON, XML or YAML. */
export default function DataPanel({ tool, variant }: ToolScreenProps) {
  const format: DataFormat = (dataFormats as readonly string[]).includes(variant?.id ?? '') ? variant!.id as DataFormat : defaultPdfToDataSettings.format;
  const [dataUri, setDataUri] = useState(defaultPdfToDataSettings.dataUri);
  const [pages, setPages] = useState(defaultPdfToDataSettings.pages);
  return (
    <PdfConversionPanel
      rules={variant?.upload ?? tool.upload!}
      texts={dataTexts(format)}
      call={pdfToDataCall}
      settings={{ format, dataUri, pages }}
      invalid={(pageCount) => format !== 'base64' && !pagesReady(pages, pageCount)}
      zipSuffix={format}
      options={({ pageCount, disabled }) => (
        <>
          <p className="text-slate-700" data-testid="data-format-description">{formatDescriptions[format]}</p>
          {format === 'base64' && (
            <label className="flex items-start gap-3 text-slate-800">
              <input type="checkbox" className="mt-1 size-4 accent-red-600" checked={dataUri} disabled={disabled} onChange={(event) => setDataUri(event.target.checked)} />
              <span>{dataUriLabel}<span className="block text-sm text-slate-500">{dataUriHint}</span></span>
            </label>
          )}
          {format !== 'base64' && <PagesToConvertField value={pages} onChange={setPages} pageCount={pageCount} disabled={disabled} />}
          {(format === 'json' || format === 'xml' || format === 'yaml') && <p className="text-sm text-slate-500">{schemaNote}</p>}
        </>
      )}
    />
  );
}
